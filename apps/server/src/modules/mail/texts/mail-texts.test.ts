import { languages } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { fillText, mailTexts, placeholdersOf } from './mail-texts.ts';

/** Every text of a language's tree, by its path ("alertPassage/subject"). */
function texts(node: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}/${key}` : key;
      if (typeof child === 'object' && child !== null) {
        for (const entry of texts(child, childPath)) found.set(...entry);
      } else found.set(childPath, child);
    }
  }
  return found;
}

const french = texts(mailTexts.fr);

describe('the e-mail texts', () => {
  it('has texts in French to compare with', () => {
    expect(french.size).toBeGreaterThan(40);
  });

  it.each(languages)('%s: the same keys as French, none empty', (language) => {
    const own = texts(mailTexts[language]);
    expect([...own.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [path, text] of own) {
      expect(typeof text, path).toBe('string');
      expect(String(text).trim(), path).not.toBe('');
    }
  });

  it.each(languages)('%s: the same placeholders as French in every text', (language) => {
    const own = texts(mailTexts[language]);
    for (const [path, text] of french) {
      expect(placeholdersOf(String(own.get(path))).sort(), path).toEqual(
        placeholdersOf(String(text)).sort(),
      );
    }
  });
});

describe('fillText', () => {
  it('fills every placeholder, each as often as it appears', () => {
    expect(fillText('{a} and {b}, {a}', { a: 'x', b: 'y' })).toBe('x and y, x');
  });

  it('leaves values as they are, even when they look like placeholders or markup', () => {
    expect(fillText('Plate {plate}', { plate: '{other} <b>' })).toBe('Plate {other} <b>');
  });

  it('throws on a placeholder without a value, rather than mail it', () => {
    expect(() => fillText('Hello {name}', {})).toThrow(/no value for \{name\}/);
    expect(() => fillText('{toString}', {})).toThrow(/no value/);
  });
});
