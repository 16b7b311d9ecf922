import type { ReactNode } from 'react';

/** Text for assistive technologies only (the class lives in the global stylesheet). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
