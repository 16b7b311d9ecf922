import { createContext, useContext } from 'react';

/**
 * The site's origin for absolute links (canonical, alternates). The server renderer provides the
 * request's site; in the browser, the page's own origin.
 */
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
