/**
 * Which files of the browser build get a `.br` and a `.gz` beside them, and which of those are
 * kept. Pure rules: the Vite plugin (precompress.ts) does the reading and writing.
 */

/** Text the server sends as is, from the build: these shrink to a fraction. */
const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Under this, the few hundred bytes saved are not worth a second request path or file. */
export const minimumPrecompressedBytes = 1024;

/**
 * Whether a file of the build (path relative to its folder, with `/`) is worth precompressing:
 * a text type over 1 KB. Source maps are skipped (browsers fetch them only with the developer
 * tools open); so are dot folders like `.vite/`, which the server never serves.
 */
export function isPrecompressible(relativePath: string, size: number): boolean {
  if (size <= minimumPrecompressedBytes) return false;
  const parts = relativePath.split('/');
  if (parts.some((part) => part.startsWith('.'))) return false;
  const name = parts.at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 && compressibleExtensions.has(name.slice(dot).toLowerCase());
}

export interface CompressedVariant {
  /** `.br` or `.gz`, appended to the file's name. */
  extension: '.br' | '.gz';
  body: Uint8Array;
}

/** The variants worth writing: only those smaller than the file itself. */
export function variantsWorthKeeping(
  originalSize: number,
  variants: readonly CompressedVariant[],
): CompressedVariant[] {
  return variants.filter((variant) => variant.body.byteLength < originalSize);
}
