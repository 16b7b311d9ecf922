import { routes } from '@portico/contract';
import { routeUrl } from '../../../lib/api-client.ts';

/**
 * Where a claim's file is shown from: the console's own origin, so the page's CSP lets it in an
 * <img> or an <iframe>, and the session cookie authorises it (the host names the white-label).
 */
export function claimFileUrl(reference: string, attachmentId: string): string {
  const url = routeUrl(routes.claimFile.path, { reference, attachmentId }, undefined);
  return `${url.pathname}${url.search}`;
}
