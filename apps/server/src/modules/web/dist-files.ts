import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file of the built web app a URL path names, as a path relative to `root`, or null when there
 * is none. Refuses anything that would leave the folder or reach a dotfile.
 */
export async function findDistFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (relative === '' || relative.split('/').some((part) => part.startsWith('.'))) return null;
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) return null;
  try {
    return (await stat(absolute)).isFile() ? relative : null;
  } catch {
    return null;
  }
}
