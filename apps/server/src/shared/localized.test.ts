import { describe, expect, it } from 'vitest';
import { localize, localizeOptional } from './localized.ts';

describe('localize', () => {
  it('answers the requested language', () => {
    expect(localize({ fr: 'Bonjour', de: 'Hallo' }, 'de')).toBe('Hallo');
  });

  it('falls back to French when the language is missing or empty', () => {
    expect(localize({ fr: 'Bonjour' }, 'it')).toBe('Bonjour');
    expect(localize({ fr: 'Bonjour', es: '' }, 'es')).toBe('Bonjour');
  });

  it('answers an empty text when even French is missing, and keeps null optional texts', () => {
    expect(localize({}, 'en')).toBe('');
    expect(localizeOptional(null, 'en')).toBeNull();
    expect(localizeOptional({ en: 'Hello' }, 'en')).toBe('Hello');
  });
});
