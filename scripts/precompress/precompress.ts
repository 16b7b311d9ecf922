import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  type CompressedVariant,
  isPrecompressible,
  variantsWorthKeeping,
} from './precompress-rules.ts';

const brotli = promisify(brotliCompress);
const gzipBytes = promisify(gzip);

/** Every file under `root`, as paths relative to it with `/`. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

/** Brotli at its best quality and gzip at level 9: paid once per build, saved on every visit. */
async function compressedVariants(body: Buffer): Promise<CompressedVariant[]> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipBytes(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { extension: '.br', body: br },
    { extension: '.gz', body: gz },
  ];
}

interface Sizes {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

const noSizes: Sizes = { files: 0, raw: 0, br: 0, gz: 0 };

/** Writes the variants of one file worth keeping; its sizes (the file's own when none). */
async function precompressFile(root: string, relativePath: string): Promise<Sizes> {
  const file = path.join(root, relativePath);
  if (!isPrecompressible(relativePath, (await stat(file)).size)) return noSizes;
  const body = await readFile(file);
  const kept = variantsWorthKeeping(body.byteLength, await compressedVariants(body));
  await Promise.all(kept.map((variant) => writeFile(file + variant.extension, variant.body)));
  const sizeOf = (extension: CompressedVariant['extension']) =>
    kept.find((variant) => variant.extension === extension)?.body.byteLength ?? body.byteLength;
  return { files: 1, raw: body.byteLength, br: sizeOf('.br'), gz: sizeOf('.gz') };
}

/** Precompresses the build's files a few at a time (Brotli 11 holds a lot of memory per file). */
async function precompressFolder(root: string): Promise<Sizes> {
  const queue = await filesUnder(root);
  const total: Sizes = { ...noSizes };
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const sizes = await precompressFile(root, file);
      total.files += sizes.files;
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, worker));
  return total;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Writes `name.br` and `name.gz` beside each text file of the browser build, which the server
 * sends instead of the file when the browser accepts them (@fastify/static `preCompressed`). The
 * server renderer's build (`vite build --ssr`, dist-ssr) is never served, so it is left alone.
 */
export function precompress(): Plugin {
  return {
    name: 'portico:precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (this.environment.config.build.ssr || !options.dir) return;
        const sizes = await precompressFolder(options.dir);
        this.environment.logger.info(
          `precompressed ${sizes.files} files: ${kilobytes(sizes.raw)}, ` +
            `brotli ${kilobytes(sizes.br)}, gzip ${kilobytes(sizes.gz)}`,
        );
      },
    },
  };
}
