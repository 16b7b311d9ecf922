import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@portico/contract';
import { avoidedWordsIn, parseGlossary, textLeaves } from '@portico/contract/testing';
import { defaultDecisionReasons } from './modules/claims-desk/default-decision-reasons.ts';
import { exportTexts } from './modules/fleet-journeys/export-texts.ts';
import { mailTexts } from './modules/mail/texts/mail-texts.ts';
import { receiptEmailTexts } from './modules/receipts/receipt-email-texts.ts';
import { receiptTexts } from './modules/receipts/receipt-texts.ts';

/** Every text of a tree of texts, by its path; the receipt's phrases called with sample values. */
const vars = {
  operatorName: 'ALIAE',
  reference: 'A79-1',
  receiptNumber: 'A79-R-2026-000001',
  plate: 'AB123CD',
  total: '4,20 €',
};

// Issue 26 item 15: the e-mails (the claims desk's default reasons too), the receipt and the fleet's trip export use the words of the site, as each language's
// glossary chose them (docs/glossary/<language>.md; the site's check: locales/glossary.test.ts).
describe('the words each glossary says to avoid', () => {
  it.each(languages)('%s: no e-mail, receipt or export uses them', (language) => {
    const glossary = parseGlossary(
      readFileSync(new URL(`../../../docs/glossary/${language}.md`, import.meta.url), 'utf8'),
    );
    const email = receiptEmailTexts(language, vars);
    const texts: [string, string][] = [
      ['receipt e-mail subject', email.subject],
      ['receipt e-mail text', email.text],
      ...textLeaves(mailTexts[language], 'e-mail texts', '/'),
      ...textLeaves(receiptTexts[language], 'receipt PDF', '/'),
      ...textLeaves(exportTexts[language], 'fleet trips export', '/'),
      // The claims desk's default reasons: their texts go into the decision's e-mail.
      ...Object.values(defaultDecisionReasons)
        .flat()
        .map((reason): [string, string] => [
          `decision reason ${reason.code}`,
          reason.text[language],
        ]),
    ];
    const slips = texts.flatMap(([where, text]) => {
      const words = avoidedWordsIn(glossary, text);
      return words.length > 0 ? [`${where}: ${words.join(', ')}`] : [];
    });
    expect(slips).toEqual([]);
  });
});
