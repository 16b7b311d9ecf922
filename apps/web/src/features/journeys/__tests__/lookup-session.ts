/** A sessionId shaped as the server signs it: base64url JSON payload, a dot, a signature. */
export function aLookupSessionId(expiresAt: Date): string {
  const payload = { w: 1, t: { kind: 'plate', plate: 'AB123CD', countryCode: 'FR' } };
  const json = JSON.stringify({ ...payload, e: expiresAt.getTime() });
  const base64url = btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url}.c2lnbmF0dXJl`;
}
