import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export interface FileSize {
  rawBytes: number;
  brotliBytes: number;
}

/**
 * A built file's size raw and as a browser downloads it with Brotli: the build's precompressed
 * `<file>.br` when there is one (what the server sends), else Brotli at quality 11 computed here
 * (what the precompression makes). Memoised: the routes share most of their files.
 */
export function compressedSizes(distDir: string): (file: string) => FileSize {
  const known = new Map<string, FileSize>();
  return (file) => {
    const cached = known.get(file);
    if (cached) return cached;
    const path = join(distDir, file);
    const bytes = readFileSync(path);
    const brotliBytes = existsSync(`${path}.br`)
      ? statSync(`${path}.br`).size
      : brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }).length;
    const size = { rawBytes: bytes.length, brotliBytes };
    known.set(file, size);
    return size;
  };
}
