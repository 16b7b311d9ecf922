import { useEffect } from 'react';

/** Calls back once the tree it sits in has committed: after hydration, when rendered last. */
export function OnHydrated({ callback }: { callback: () => void }) {
  useEffect(() => callback(), [callback]);
  return null;
}
