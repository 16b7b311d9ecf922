/**
 * When a JSON Web Token expires (its `exp` claim, in ms since the epoch), read without verifying
 * it: the browser only decides whether a refresh is worth trying, the server still judges the
 * token. Null when the text is not a JWT or has no numeric `exp` (an opaque token).
 */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return null;
    const { exp } = claims as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}
