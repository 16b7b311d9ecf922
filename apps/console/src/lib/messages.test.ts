import { languages, type Language } from '@portico/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessagePart, messagePart, translate } from './messages.ts';

type Texts = Record<string, unknown>;

/** Every locale file: the main ones (`../locales/fr.json`) and each part's (`../locales/<part>/fr.json`). */
const files = import.meta.glob<{ default: Texts }>(['../locales/*.json', '../locales/*/*.json'], {
  eager: true,
});

/** The main file's name is '' and a part's its folder's. */
const byFile = Object.entries(files).map(([path, module]) => {
  const [, folder = '', language = ''] = /locales\/(?:([^/]+)\/)?([^/]+)\.json$/.exec(path) ?? [];
  return { folder, language, texts: module.default };
});
const folders = [...new Set(byFile.map((file) => file.folder))].sort();
const parts = folders.filter((folder) => folder !== '');
const textsOf = (folder: string, language: string): Texts | undefined =>
  byFile.find((file) => file.folder === folder && file.language === language)?.texts;

/** Each part's loader, as the routes load it (app/texts/<part>.ts). */
const partLoaders = import.meta.glob<Record<string, unknown>>('../app/texts/*.ts', { eager: true });

/** A file's leaves as [key, text] pairs. */
function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : flatten(value as object, `${prefix}${key}.`),
  );
}
const keysOf = (tree: object) => flatten(tree).map(([key]) => key);

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

/** A part as the app loads it, without the files' requests. */
const partFromFiles = (folder: string) =>
  messagePart(
    Object.fromEntries(
      languages.map((language: Language) => [
        `../locales/${folder}/${language}.json`,
        () => Promise.resolve({ default: textsOf(folder, language) ?? {} }),
      ]),
    ),
  );

describe('a part of the texts', () => {
  it('is read only once loaded, for every language loaded, its errors beside the others', async () => {
    // A part of this test's own: the real ones may have been loaded by an earlier file of the
    // worker, which shares this module (isolate: false). The real parts are read further down.
    const key = 'testPart.title' as never;
    const ownPart = messagePart(
      Object.fromEntries(
        languages.map((language: Language) => [
          `../locales/test-part/${language}.json`,
          () =>
            Promise.resolve({
              default: {
                testPart: { title: `title ${language}` },
                errors: { test_part_refused: `refused ${language}` },
              },
            }),
        ]),
      ),
    );
    expect(translate('fr', key)).toBe(key);
    await loadMessagePart(ownPart);
    expect(translate('fr', key)).toBe('title fr');
    expect(translate('de', key)).toBe('title de');
    expect(translate('en', 'errors.test_part_refused' as never)).toBe('refused en');
    expect(translate('en', 'errors.unknown')).toBe('Something went wrong. Try again.');
  });

  it('rejects, naming the language, when its folder has no file for it', async () => {
    const frenchOnly = messagePart({
      '../locales/x/fr.json': () => Promise.resolve({ default: {} }),
    });
    await expect(frenchOnly('de')).rejects.toThrow(/no de file/);
  });
});

describe('the console’s locale files', () => {
  it('are the main file and the parts, each with its loader for its routes (app/texts/)', () => {
    expect(folders[0]).toBe('');
    expect(parts.length).toBeGreaterThan(0);
    const loaders = Object.keys(partLoaders).map((path) => /texts\/([^/]+)\.ts$/.exec(path)?.[1]);
    expect(loaders.sort()).toEqual(parts);
  });

  describe.each(
    folders.map((folder): [string, string] => [folder ? `${folder}/` : 'the main file', folder]),
  )('%s', (_name, folder) => {
    const french = textsOf(folder, 'fr') ?? {};
    const reference = keysOf(french).sort();

    it.each(languages)(
      'has exactly the French keys in %s, none empty, same placeholders',
      (language) => {
        const texts = textsOf(folder, language);
        expect(texts, `${folder}/${language}.json`).toBeDefined();
        expect(keysOf(texts ?? {}).sort()).toEqual(reference);
        const values = new Map(flatten(texts ?? {}));
        for (const [key, frenchText] of flatten(french)) {
          const text = values.get(key) ?? '';
          expect(text.trim(), `${language} ${key}`).not.toBe('');
          expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(frenchText));
        }
      },
    );
  });

  it('give each group to one file, and each error to one (a part adds its own to `errors`)', () => {
    const owners = new Map<string, string>();
    for (const folder of folders) {
      const french = textsOf(folder, 'fr') ?? {};
      const names = [
        ...Object.keys(french).filter((group) => group !== 'errors'),
        ...keysOf({ errors: french.errors ?? {} }),
      ];
      for (const name of names) {
        expect(owners.get(name), `${name} in ${folder || 'the main file'}`).toBeUndefined();
        owners.set(name, folder);
      }
    }
  });
});

describe('the console’s texts, every part loaded', () => {
  beforeAll(() => Promise.all(parts.map((folder) => loadMessagePart(partFromFiles(folder)))));
  const reference = folders.flatMap((folder) => keysOf(textsOf(folder, 'fr') ?? {}));

  it.each(languages)('translates every key in %s', (language) => {
    for (const key of reference) {
      expect(translate(language, key as never), `${language} ${key}`).not.toBe(key);
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'home.title', { name: 'Ada' })).toBe('Welcome, Ada');
  });
});
