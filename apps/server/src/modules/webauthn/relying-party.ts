import type { FastifyRequest } from 'fastify';
import { tenantRequestOf } from '../../plugins/whitelabel.ts';
import { portalOrigin, requestHostsOf } from '../whitelabel/portal-origin.ts';

/**
 * Who the passkeys belong to (WebAuthn's relying party): the white-label's portal origin, where
 * the public portal is served and the console under /operator/. A passkey made on one
 * white-label's host is refused on another's, and one made on a look-alike origin is refused
 * everywhere. Staff, customers and renters share it (issue 28 items 1 and 12).
 */
export interface RelyingParty {
  /** The exact origin the browser must report (scheme, host, port). */
  origin: string;
  /** Its host name: the scope of the passkeys. */
  id: string;
  /** What the authenticator shows the person. */
  name: string;
}

export function relyingPartyOf(portalOrigin: string, tenantName: string): RelyingParty {
  return { origin: portalOrigin, id: new URL(portalOrigin).hostname, name: tenantName };
}

/**
 * The relying party of a request of a white-label: the configured public origin's scheme and
 * port, on the white-label's host the request names (one of its own, never a forged one).
 */
export function relyingPartyOfRequest(publicOrigin: string, request: FastifyRequest): RelyingParty {
  return relyingPartyOf(
    portalOrigin(publicOrigin, request.whitelabel.hosts, requestHostsOf(tenantRequestOf(request))),
    request.whitelabel.name,
  );
}
