import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@portico/contract';
import { copyRegister, otherRegisterWords, textLeaves } from '@portico/contract/testing';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import itMessages from './it.json';

const locales: Record<Language, unknown> = { fr, en, de, it: itMessages, es };

// Issue 10 item 10: one register per language, the same as the e-mails' and the content's
// (apps/server/src/copy-register.test.ts).
describe('one way of addressing the driver per language', () => {
  it.each(languages)('%s: every text keeps the register of the language', (language) => {
    const slips = [...textLeaves(locales[language])].flatMap(([key, text]) => {
      const words = otherRegisterWords(language, text);
      return words.length > 0 ? [`${key}: ${words.join(', ')}`] : [];
    });
    expect(slips, `register ${String(copyRegister[language])}`).toEqual([]);
  });
});
