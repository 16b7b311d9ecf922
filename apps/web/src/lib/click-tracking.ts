import { trackEvent } from './tracker.ts';

/**
 * Clicks on links and buttons carrying data-track="name" become events. Installed with the
 * tag manager (tag-manager.ts): without one there is nobody to tell.
 */
export function installClickTracking(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = target?.closest<HTMLElement>('a[data-track], button[data-track]');
    const name = element?.dataset.track;
    if (!element || !name) return;
    const href = element.getAttribute('href');
    trackEvent(name, { path: window.location.pathname, ...(href ? { href } : {}) });
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
