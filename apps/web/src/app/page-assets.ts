import type { BuildManifest } from '@portico/contract';
import type { PageAssets } from './page-data.ts';

/**
 * The manifest key of the page's script: Vite builds the browser app from index.html, whose one
 * module (src/boot.ts) imports the app once the first screen is shown.
 */
export const entryKey = 'index.html';

/** The app's module, which the entry imports once the first screen is shown. */
export const appKey = 'src/main.tsx';

/** The one stylesheet of every page when the build does not split CSS per chunk. */
export const sharedStylesheetKey = 'style.css';

const asUrl = (file: string) => `/${file}`;

/**
 * The stylesheets and modules of a page: the entry's, the app's it always imports, each matched route module's (with their static imports), and the
 * language's texts the page shows (its core and its route's groups, src/lib/message-groups.ts).
 * Other dynamic imports stay out: they load when used.
 */
export function pageAssets(
  manifest: BuildManifest,
  routeModules: readonly string[],
  messageModules: readonly string[],
): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The build manifest has no ${entryKey}: rebuild the web app`);
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const shared = manifest[sharedStylesheetKey];
  if (shared) stylesheets.add(shared.file);
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(appKey);
  for (const module of routeModules) visit(module);
  for (const module of messageModules) visit(module);
  scripts.delete(entry.file);
  return {
    entry: asUrl(entry.file),
    stylesheets: [...stylesheets].map(asUrl),
    modulePreloads: [...scripts].filter((file) => file.endsWith('.js')).map(asUrl),
  };
}
