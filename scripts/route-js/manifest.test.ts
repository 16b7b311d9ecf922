import { describe, expect, it } from 'vitest';
import {
  builtRouteModules,
  clientEntryKey,
  firstVisit,
  parseManifest,
  routeTextParts,
  staticClosure,
  type Manifest,
} from './manifest.ts';

// A build in the shape Vite writes: a small boot entry that imports the app after the first paint;
// the app importing shared chunks and lazy-loading the routes and locales; a route importing the
// app back and a chunk of its own; a dialog loaded on demand.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: ['src/main.tsx'],
  },
  'src/main.tsx': {
    file: 'assets/main-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_runtime.js', '_react.js'],
    dynamicImports: [
      'src/app/routes/home.tsx',
      'src/app/routes/payment.tsx',
      'src/locales/it.json',
      'src/locales/fr.json',
    ],
  },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_react.js': { file: 'assets/react-1.js', imports: ['_runtime.js'] },
  '_aria.js': { file: 'assets/aria-1.js', imports: ['_react.js'] },
  '_home.css': { file: 'assets/home-1.css' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    isDynamicEntry: true,
    imports: ['src/main.tsx', '_carousel.js', '_home.css'],
  },
  '_carousel.js': { file: 'assets/carousel-1.js', imports: ['_react.js'] },
  'src/app/routes/payment.tsx': {
    file: 'assets/payment-1.js',
    isDynamicEntry: true,
    imports: ['src/main.tsx', '_react.js'],
    dynamicImports: ['src/features/payment/dialog.tsx'],
  },
  'src/features/payment/dialog.tsx': {
    file: 'assets/dialog-1.js',
    isDynamicEntry: true,
    imports: ['_aria.js'],
  },
  'src/locales/it.json': { file: 'assets/it-1.js', isDynamicEntry: true },
  'src/locales/fr.json': { file: 'assets/fr-1.js', isDynamicEntry: true },
};

describe('firstVisit', () => {
  it("counts the entry's, the app's it loads and the route's static imports, transitively, and the locale", () => {
    expect(firstVisit(manifest, 'src/app/routes/home.tsx', 'it')).toEqual({
      files: [
        'assets/index-1.js',
        'assets/main-1.js',
        'assets/it-1.js',
        'assets/runtime-1.js',
        'assets/react-1.js',
        'assets/home-1.js',
        'assets/carousel-1.js',
      ],
      ownFiles: ['assets/home-1.js', 'assets/carousel-1.js'],
      inEntry: false,
    });
  });

  it("leaves out the route's dynamic imports, other routes and other languages", () => {
    const { files } = firstVisit(manifest, 'src/app/routes/payment.tsx', 'it');
    expect(files).toContain('assets/payment-1.js');
    expect(files).not.toContain('assets/dialog-1.js');
    expect(files).not.toContain('assets/aria-1.js');
    expect(files).not.toContain('assets/home-1.js');
    expect(files).not.toContain('assets/fr-1.js');
  });

  it('counts a route bundled into the entry (no chunk of its own) as the entry alone', () => {
    const visit = firstVisit(manifest, 'src/app/routes/article.tsx', 'it');
    expect(visit.inEntry).toBe(true);
    expect(visit.ownFiles).toEqual([]);
    expect(visit.files).toContain('assets/index-1.js');
  });

  it("counts the language's core texts and the route's groups of texts when the locale is split", () => {
    const split: Manifest = {
      ...manifest,
      'src/main.tsx': {
        file: 'assets/main-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_runtime.js', '_react.js'],
        dynamicImports: [
          'src/app/routes/home.tsx',
          'src/app/routes/payment.tsx',
          'src/locales/it.core.messages.js',
          'src/locales/it.payment.messages.js',
          'src/locales/it.account.messages.js',
        ],
      },
      'src/locales/it.core.messages.js': { file: 'assets/it.core.messages-1.js' },
      'src/locales/it.payment.messages.js': { file: 'assets/it.payment.messages-1.js' },
      'src/locales/it.account.messages.js': { file: 'assets/it.account.messages-1.js' },
    };
    const home = firstVisit(split, 'src/app/routes/home.tsx', 'it');
    expect(home.files).toContain('assets/it.core.messages-1.js');
    expect(home.files.join(' ')).not.toMatch(/it\.(payment|account)|it-1/);
    const payment = firstVisit(split, 'src/app/routes/payment.tsx', 'it', ['payment']);
    expect(payment.ownFiles).toEqual(['assets/payment-1.js', 'assets/it.payment.messages-1.js']);
    expect(() => firstVisit(split, 'src/app/routes/payment.tsx', 'it', ['alerts'])).toThrow(
      /group alerts/,
    );
  });

  it('counts no locale chunk when the language is not split from the entry', () => {
    const { files } = firstVisit(manifest, 'src/app/routes/home.tsx', 'de');
    expect(files.some((file) => /\/(it|fr|de)-/.test(file))).toBe(false);
  });
});

describe('routeTextParts', () => {
  // The console's way: a route module imports its texts' loader, a chunk shared by the routes of
  // one section, which imports each language's file of the part on demand.
  const consoleBuild: Manifest = {
    ...manifest,
    'src/app/routes/home.tsx': {
      file: 'assets/home-1.js',
      isDynamicEntry: true,
      imports: ['src/main.tsx', '_claims-texts.js'],
    },
    '_claims-texts.js': {
      file: 'assets/claims-texts-1.js',
      dynamicImports: ['src/locales/claims/it.json', 'src/locales/claims/fr.json'],
    },
    'src/locales/claims/it.json': { file: 'assets/it-2.js', isDynamicEntry: true },
    'src/locales/claims/fr.json': { file: 'assets/fr-2.js', isDynamicEntry: true },
  };

  it("finds the language's file of each part the route's chunks import on demand", () => {
    expect(routeTextParts(consoleBuild, 'src/app/routes/home.tsx', 'it')).toEqual([
      'src/locales/claims/it.json',
    ]);
  });

  it("leaves out the main locale files (the entry's), and a route without a chunk has none", () => {
    expect(routeTextParts(consoleBuild, 'src/app/routes/payment.tsx', 'it')).toEqual([]);
    expect(routeTextParts(consoleBuild, 'src/app/routes/article.tsx', 'it')).toEqual([]);
  });
});

describe('clientEntryKey', () => {
  it('finds the browser entry by its flag, whatever its name, and skips the server renderer', () => {
    const restructured: Manifest = {
      'src/entry-server.tsx': { file: 'entry-server.js', isEntry: true },
      'src/entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true },
      'src/lib/util.ts': { file: 'assets/util-1.js' },
    };
    expect(clientEntryKey(restructured)).toBe('src/entry-client.tsx');
  });

  it('prefers the usual names when a build has several entries, and fails with none', () => {
    expect(
      clientEntryKey({
        'src/other.ts': { file: 'assets/other-1.js', isEntry: true },
        'src/main.tsx': { file: 'assets/main-1.js', isEntry: true },
      }),
    ).toBe('src/main.tsx');
    expect(() => clientEntryKey({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no browser entry/);
  });
});

describe('staticClosure', () => {
  it('reaches each chunk once through cycles and fails on an unknown import', () => {
    expect(staticClosure(manifest, ['src/app/routes/home.tsx', 'src/main.tsx'])).toEqual([
      'src/app/routes/home.tsx',
      'src/main.tsx',
      '_carousel.js',
      '_home.css',
      'index.html',
      '_runtime.js',
      '_react.js',
    ]);
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['b'] } }, ['a'])).toThrow(
      /no item b/,
    );
  });
});

describe('builtRouteModules and parseManifest', () => {
  it('lists the route modules split into chunks of their own', () => {
    expect(builtRouteModules(manifest)).toEqual([
      'src/app/routes/home.tsx',
      'src/app/routes/payment.tsx',
    ]);
  });

  it('keeps what the budget reads and refuses an item without a file', () => {
    expect(
      parseManifest({ 'index.html': { file: 'a.js', isEntry: true, css: ['a.css'] } }),
    ).toEqual({ 'index.html': { file: 'a.js', isEntry: true } });
    expect(() => parseManifest({ 'index.html': { imports: [] } })).toThrow(/index.html/);
    expect(() => parseManifest([])).toThrow(/not a JSON object/);
  });
});
