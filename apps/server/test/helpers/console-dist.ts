import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const consoleIndexHtml =
  '<!doctype html><html><head><title>Console test build</title></head></html>';
export const consoleAssetFile = 'assets/index-c0n501e.js';

/** A throw-away "built console": index.html and one hashed bundle. */
export function makeConsoleDist(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'portico-console-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), consoleIndexHtml);
  writeFileSync(path.join(root, consoleAssetFile), 'console.log("console");');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
