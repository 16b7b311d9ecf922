import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's desktop breakpoint (breadcrumb collapse, mobile menu): 1024 px. */
export const desktopQuery = '(min-width: 1024px)';
