import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const indexHtml =
  '<!doctype html><html><head><title>Portico test build</title></head></html>';
export const assetFile = 'assets/index-3f9a1c.js';

/** A throw-away "built web app": index.html, one hashed bundle, robots.txt. */
export function makeWebDist(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'portico-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  writeFileSync(path.join(root, assetFile), 'console.log("portico");');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
