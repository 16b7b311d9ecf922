import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's title, focused when the page opens: after a client-side navigation a screen reader
 * starts from it and the next Tab goes on from the page's top, as after a full page load.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}
