/**
 * Who the passkeys belong to (WebAuthn's relying party): the white-label's portal origin, where
 * the console is served under /operator/. A passkey made on one white-label's host is refused on
 * another's, and one made on a look-alike origin is refused everywhere.
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
