import { type RefObject, useEffect } from 'react';

/**
 * Keeps the current section's link in sight in the sections' row: on a phone the row scrolls
 * sideways, and "Contents" or "Audit log" would start off the screen's right edge. Only the row
 * scrolls (never the page), after every change of page and whenever the row's box changes (its
 * first layout, a narrower window): a ResizeObserver reports both once layout is done, where an
 * effect alone may run before the row has its final width.
 */
export function useCurrentSectionInSight(list: RefObject<HTMLUListElement | null>, path: string) {
  useEffect(() => {
    const row = list.current;
    if (!row) return undefined;
    const bring = () => {
      const current = row.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current || row.scrollWidth <= row.clientWidth) return;
      const start = current.offsetLeft - row.offsetLeft;
      const end = start + current.offsetWidth;
      if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) {
        row.scrollTo({ left: Math.max(0, start - (row.clientWidth - current.offsetWidth) / 2) });
      }
    };
    bring();
    // Absent in a test's DOM (jsdom), which has no layout to follow anyway.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(bring);
    observer.observe(row);
    return () => observer.disconnect();
  }, [list, path]);
}
