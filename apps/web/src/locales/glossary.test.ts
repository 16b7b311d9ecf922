import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@portico/contract';
import { avoidedWordsIn, parseGlossary, textLeaves } from '@portico/contract/testing';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import itMessages from './it.json';
import deGlossary from '../../../../docs/glossary/de.md?raw';
import enGlossary from '../../../../docs/glossary/en.md?raw';
import esGlossary from '../../../../docs/glossary/es.md?raw';
import frGlossary from '../../../../docs/glossary/fr.md?raw';
import itGlossary from '../../../../docs/glossary/it.md?raw';

const locales: Record<Language, unknown> = { fr, en, de, it: itMessages, es };

const glossaries: Record<Language, string> = {
  fr: frGlossary,
  en: enGlossary,
  de: deGlossary,
  it: itGlossary,
  es: esGlossary,
};

// Issue 26 item 15: one word per concept in each language, the one its glossary chose
// (docs/glossary/<language>.md); the server's e-mails follow the same list (glossary.test.ts).
describe('the words each glossary says to avoid', () => {
  it.each(languages)('%s: the site never uses them', (language) => {
    const glossary = parseGlossary(glossaries[language]);
    expect(glossary.avoid.length).toBeGreaterThan(0);
    const slips = [...textLeaves(locales[language])].flatMap(([key, text]) => {
      const words = avoidedWordsIn(glossary, text);
      return words.length > 0 ? [`${key}: ${words.join(', ')}`] : [];
    });
    expect(slips).toEqual([]);
  });
});
