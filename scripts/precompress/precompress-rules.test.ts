import { describe, expect, it } from 'vitest';
import {
  type CompressedVariant,
  isPrecompressible,
  minimumPrecompressedBytes,
  variantsWorthKeeping,
} from './precompress-rules.ts';

const large = minimumPrecompressedBytes + 1;

describe('isPrecompressible', () => {
  it.each([
    'index.html',
    'assets/index-3f9a1c.js',
    'assets/route-home-5d1e2a.mjs',
    'assets/index-7b2c.css',
    'favicon.svg',
    'robots.txt',
    'sitemap.xml',
    'manifest.webmanifest',
    'assets/data.JSON',
  ])('precompresses the text file %s over 1 KB', (file) => {
    expect(isPrecompressible(file, large)).toBe(true);
  });

  it.each([
    'assets/arimo-latin-400.woff2',
    'assets/banner-1a2b.webp',
    'logo.png',
    'photo.jpg',
    'assets/index-3f9a1c.js.map',
    'assets/index-3f9a1c.js.br',
    'assets/index-3f9a1c.js.gz',
    'LICENSE',
  ])('leaves %s alone: compressed already, or not served to pages', (file) => {
    expect(isPrecompressible(file, large)).toBe(false);
  });

  it('leaves files of 1 KB or less alone', () => {
    expect(isPrecompressible('assets/tiny.js', minimumPrecompressedBytes)).toBe(false);
    expect(isPrecompressible('assets/tiny.js', 10)).toBe(false);
  });

  it('leaves dot folders (the manifest in .vite/) and dotfiles alone', () => {
    expect(isPrecompressible('.vite/manifest.json', large)).toBe(false);
    expect(isPrecompressible('assets/.hidden.js', large)).toBe(false);
  });
});

describe('variantsWorthKeeping', () => {
  const variant = (extension: CompressedVariant['extension'], size: number) => ({
    extension,
    body: new Uint8Array(size),
  });

  it('keeps the variants smaller than the file', () => {
    const kept = variantsWorthKeeping(5000, [variant('.br', 900), variant('.gz', 1100)]);
    expect(kept.map((one) => one.extension)).toEqual(['.br', '.gz']);
  });

  it('drops a variant as large as the file or larger', () => {
    const kept = variantsWorthKeeping(1200, [variant('.br', 1150), variant('.gz', 1200)]);
    expect(kept.map((one) => one.extension)).toEqual(['.br']);
    expect(variantsWorthKeeping(1200, [variant('.br', 1300), variant('.gz', 1250)])).toEqual([]);
  });
});
