import { portalOrigin } from '../whitelabel/portal-origin.ts';

/**
 * The links of an e-mail: absolute (a mail client has no page to resolve a path on), on the
 * portal's public origin (PUBLIC_ORIGIN, never a request's Host: an e-mail is sent by a job),
 * moved to the white-label's own host so that its visitors land on their operator's site.
 */

/**
 * Where a white-label's e-mail links point: the public origin when the white-label is served
 * there (its hosts list the public origin's host, or it lists none: the default operator), else
 * its first host on the public origin's scheme and port.
 */
export function mailOrigin(publicOrigin: string, tenantHosts: readonly string[]): string {
  const origin = new URL(publicOrigin);
  const publicHost = origin.hostname.replace(/^\[(.*)\]$/, '$1');
  const [firstHost] = tenantHosts;
  if (firstHost === undefined || tenantHosts.includes(publicHost)) return origin.origin;
  return portalOrigin(publicOrigin, tenantHosts, [firstHost]);
}

/**
 * An absolute link on `origin`: the path as given (absolute, and never '//host', which would
 * leave the origin), each query value encoded.
 */
export function mailLink(
  origin: string,
  path: string,
  query: Readonly<Record<string, string>> = {},
): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error('an e-mail link path must be absolute on the portal');
  }
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}
