import { languages } from '@portico/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import italian from '../locales/it.json';
import deskDe from '../locales/desk/de.json';
import deskEn from '../locales/desk/en.json';
import deskEs from '../locales/desk/es.json';
import deskFr from '../locales/desk/fr.json';
import deskIt from '../locales/desk/it.json';
import { loadMessagePart, translate } from './messages.ts';

/** A language's texts whole: the main file and the support desk's part (one level merged). */
function whole<Main extends { errors: object }, Part extends { errors: object }>(
  main: Main,
  part: Part,
) {
  return { ...main, ...part, errors: { ...main.errors, ...part.errors } };
}

const desk = { fr: deskFr, en: deskEn, de: deskDe, it: deskIt, es: deskEs };
/** The desk's part as the app loads it, without the files' requests. */
const loadDesk = () => loadMessagePart((language) => Promise.resolve({ default: desk[language] }));

const messages = {
  fr: whole(fr, deskFr),
  en: whole(en, deskEn),
  de: whole(de, deskDe),
  it: whole(italian, deskIt),
  es: whole(es, deskEs),
};

/** Every key path of a locale file, leaves only. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('a part of the texts', () => {
  it('is read only once loaded, for every language loaded, its errors beside the others', async () => {
    expect(translate('fr', 'search.title')).toBe('search.title');
    await loadDesk();
    expect(translate('fr', 'search.title')).toBe('Recherche');
    expect(translate('de', 'search.title')).toBe('Suche');
    expect(translate('en', 'errors.vehicle_not_found')).toBe(
      'The portal does not know this vehicle.',
    );
    expect(translate('en', 'errors.unknown')).toBe(en.errors.unknown);
  });
});

describe('the console’s texts', () => {
  // The setup loads every language's main file; the desk's part comes with its pages.
  beforeAll(loadDesk);
  const reference = keysOf(messages.fr).sort();

  it.each(languages)('has exactly the French keys in %s, none empty', (language) => {
    expect(keysOf(messages[language]).sort()).toEqual(reference);
    for (const key of reference) {
      expect(translate(language, key as never).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const language of languages) {
      for (const key of reference) {
        expect(placeholders(translate(language, key as never)), `${language} ${key}`).toEqual(
          placeholders(translate('fr', key as never)),
        );
      }
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'home.title', { name: 'Ada' })).toBe('Welcome, Ada');
  });
});
