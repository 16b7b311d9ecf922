import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '@portico/contract';
import { pageAssets } from '../page-assets.ts';
import { serializePageData, type PageData } from '../page-data.ts';

// The boot entry (src/boot.ts, from index.html) imports the app once the first screen is shown.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    dynamicImports: ['src/main.tsx'],
  },
  'src/main.tsx': {
    file: 'assets/main-a2.js',
    imports: ['index.html', '_react-b2.js', '_shared-c3.js'],
    dynamicImports: [
      'src/app/routes/home.tsx',
      'src/locales/it.core.messages.js',
      'src/locales/it.account.messages.js',
      'src/locales/fr.core.messages.js',
    ],
    css: ['assets/main-a2.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_shared-c3.js': {
    file: 'assets/shared-c3.js',
    imports: ['_react-b2.js'],
    css: ['assets/shared.css'],
  },
  'src/app/routes/home.tsx': {
    file: 'assets/home-d4.js',
    imports: ['_shared-c3.js', '_carousel-e5.js'],
    dynamicImports: ['src/features/consent/components/consent-dialog.tsx'],
    css: ['assets/home-d4.css'],
  },
  '_carousel-e5.js': { file: 'assets/carousel-e5.js', css: ['assets/carousel.css'] },
  'src/features/consent/components/consent-dialog.tsx': { file: 'assets/dialog-f6.js' },
  'src/locales/it.core.messages.js': { file: 'assets/it.core.messages-g7.js' },
  'src/locales/it.account.messages.js': { file: 'assets/it.account.messages-g8.js' },
  'src/locales/fr.core.messages.js': { file: 'assets/fr.core.messages-h8.js' },
};

const itCore = 'src/locales/it.core.messages.js';

describe('pageAssets', () => {
  it("names the entry, the app's and the route's static imports and styles, each once", () => {
    const assets = pageAssets(manifest, ['src/app/routes/home.tsx'], [itCore]);
    expect(assets.entry).toBe('/assets/index-a1.js');
    expect(assets.stylesheets).toEqual([
      '/assets/main-a2.css',
      '/assets/shared.css',
      '/assets/home-d4.css',
      '/assets/carousel.css',
    ]);
    expect(assets.modulePreloads).toEqual([
      '/assets/main-a2.js',
      '/assets/react-b2.js',
      '/assets/shared-c3.js',
      '/assets/home-d4.js',
      '/assets/carousel-e5.js',
      '/assets/it.core.messages-g7.js',
    ]);
  });

  it('leaves dynamic imports (a dialog, other languages, other groups) to load when used', () => {
    const assets = pageAssets(manifest, ['src/app/routes/home.tsx'], [itCore]);
    const files = [...assets.modulePreloads, assets.entry].join(' ');
    expect(files).not.toContain('dialog-f6');
    expect(files).not.toContain('fr.core');
    expect(files).not.toContain('it.account');
  });

  it("names each group of texts the page's routes use", () => {
    const assets = pageAssets(manifest, [], [itCore, 'src/locales/it.account.messages.js']);
    expect(assets.modulePreloads).toEqual([
      '/assets/main-a2.js',
      '/assets/react-b2.js',
      '/assets/shared-c3.js',
      '/assets/it.core.messages-g7.js',
      '/assets/it.account.messages-g8.js',
    ]);
  });

  it('names the one shared stylesheet of a build that does not split CSS', () => {
    const unsplit: BuildManifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      'style.css': { file: 'assets/style-z9.css', src: 'style.css' },
    };
    expect(pageAssets(unsplit, [], [itCore]).stylesheets).toEqual(['/assets/style-z9.css']);
  });

  it('fails loudly on a manifest without the entry', () => {
    expect(() => pageAssets({}, [], [itCore])).toThrow(/index\.html/);
  });
});

describe('serializePageData', () => {
  const data = (title: string): PageData => ({
    language: 'it',
    origin: 'https://www.a79.example',
    assets: { entry: '/assets/index.js', stylesheets: [], modulePreloads: [] },
    router: { loaderData: { home: { title } } },
    queries: { mutations: [], queries: [] },
  });

  it('cannot close the script element or open a comment, and reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029';
    const json = serializePageData(data(hostile));
    expect(json).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(JSON.parse(json)).toEqual(data(hostile));
  });
});
