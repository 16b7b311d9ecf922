import { useCallback, useEffect, useRef } from 'react';

/**
 * Gives focus a place to land after a change removes the control that had it. A removed row's
 * button (a passkey, say) takes focus with it when the list is read again, and the browser drops
 * focus to the top of the page: a keyboard or screen-reader user loses their place. Armed before
 * the change, the hook moves focus to the page's status message (which says what was done) once
 * the data has been read again, and only if focus was indeed lost.
 */
export function useFocusFallback<Target extends HTMLElement>(data: unknown) {
  const target = useRef<Target>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current) return;
    armed.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) target.current?.focus();
  }, [data]);
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { target, arm };
}
