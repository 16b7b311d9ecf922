import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildManifest, CreatePageRenderer, PageRenderer } from '@portico/contract';

/** Where the web build leaves the server renderer and the browser build's manifest. */
export interface RendererFiles {
  /** apps/web/dist-ssr/entry-server.js */
  entry: string;
  /** apps/web/dist/.vite/manifest.json */
  manifest: string;
}

export function rendererFiles(webDist: string, webSsrDist: string): RendererFiles {
  return {
    entry: path.join(webSsrDist, 'entry-server.js'),
    manifest: path.join(webDist, '.vite', 'manifest.json'),
  };
}

/**
 * Loads the web app's server renderer built beside the browser build (`npm run build` makes
 * both). Null when either is missing: the pages are then rendered by the browser alone, from
 * index.html, as before server rendering existed.
 */
export async function loadPageRenderer(
  files: RendererFiles,
  reportError: (error: unknown) => void,
): Promise<PageRenderer | null> {
  if (!existsSync(files.entry) || !existsSync(files.manifest)) return null;
  const manifest = JSON.parse(readFileSync(files.manifest, 'utf8')) as BuildManifest;
  const module = (await import(pathToFileURL(files.entry).href)) as {
    createPageRenderer?: CreatePageRenderer;
  };
  if (typeof module.createPageRenderer !== 'function') {
    throw new Error(`${files.entry} does not export createPageRenderer: rebuild the web app`);
  }
  return module.createPageRenderer({ manifest, reportError });
}
