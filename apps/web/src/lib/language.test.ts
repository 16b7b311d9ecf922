import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.ts';

describe('preferredLanguage', () => {
  it.each([
    [['it-IT', 'it', 'en'], 'it'],
    [['de-CH'], 'de'],
    [['pt-BR', 'es-ES'], 'es'],
    [['en-US', 'fr'], 'en'],
    [['ja', 'zh'], 'fr'],
    [[], 'fr'],
  ])('picks from %j: %s', (list, expected) => {
    expect(preferredLanguage({ languages: list, language: list[0] ?? '' })).toBe(expected);
  });
});
