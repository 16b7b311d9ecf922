import { languages } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import italian from '../locales/it.json';
import { translate } from './messages.ts';

const messages = { fr, en, de, it: italian, es };

/** Every key path of a locale file, leaves only. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('the console’s texts', () => {
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
