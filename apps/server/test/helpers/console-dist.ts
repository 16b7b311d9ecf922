import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const consoleIndexHtml =
  '<!doctype html><html><head><title>Console test build</title></head></html>';
export const consoleAssetFile = 'assets/index-c0n501e.js';
/**
 * A bundle the build precompressed (over 1 KB): its .br and .gz lie beside it, each with a last
 * line of its own, so a test tells the build's file from a compression made per request.
 */
export const consoleBundleFile = 'assets/shell-b0nd1e.js';
export const consoleBundleText = `export const texts = ${JSON.stringify(
  Array.from({ length: 200 }, (_, index) => `text ${index}`),
)};`;

/** A throw-away "built console": index.html and one hashed bundle. */
export function makeConsoleDist(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'portico-console-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), consoleIndexHtml);
  writeFileSync(path.join(root, consoleAssetFile), 'console.log("console");');
  const bundle = path.join(root, consoleBundleFile);
  writeFileSync(bundle, consoleBundleText);
  writeFileSync(`${bundle}.br`, brotliCompressSync(`${consoleBundleText}\n// .br`));
  writeFileSync(`${bundle}.gz`, gzipSync(`${consoleBundleText}\n// .gz`));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
