import { useEffect, type ReactNode } from 'react';

/**
 * Calls back once its tree has committed (after hydration, at the top of the app). It wraps the
 * app rather than sitting beside it: a sibling would fork the tree where the server's has none,
 * and every useId below would differ from the server's (an id the server rendered would no longer
 * match an aria-describedby the browser adds later).
 */
export function OnHydrated({ callback, children }: { callback: () => void; children: ReactNode }) {
  useEffect(() => callback(), [callback]);
  return children;
}
