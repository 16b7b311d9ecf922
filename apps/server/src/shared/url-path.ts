/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** True when `path` is `prefix` itself or below it ("/services" covers "/services/v1/x"). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Rounds of percent-decoding: enough for a path encoded twice or three times over. */
const maxDecodingRounds = 4;

/**
 * The path a request URL names once decoded and normalised, as a router or a proxy in front may
 * read it: ASCII percent-escapes decoded (also when encoded again: %2573), `\` read as `/`, empty
 * and `.` segments dropped, `..` resolved. Limits are decided on this, never on the raw URL, so
 * `/%73ervices`, `/services%2Fv1` or `//services` are the API they name (issue 9 item 12).
 */
export function normalisedPath(url: string): string {
  let path = pathOf(url);
  for (let round = 0; round < maxDecodingRounds; round += 1) {
    const decoded = path.replace(/%([0-7][0-9A-Fa-f])/g, (_escape, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
