/** An enrolment link's secret: 43 base64url characters (256 bits), as the server makes them. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of `#token=...`, or null when the fragment holds none that could be one. The secret
 * travels after `#` so that no server or proxy log sees it; anything longer than a link's
 * fragment is not read at all.
 */
export function enrolmentTokenOf(hash: string): string | null {
  if (hash.length > 200) return null;
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && tokenPattern.test(token) ? token : null;
}
