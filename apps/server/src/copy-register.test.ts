import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@portico/contract';
import { copyRegister, otherRegisterWords, textLeaves } from '@portico/contract/testing';
import { demoTenant } from './db/seed/demo-tenant.ts';
import {
  bankCardOffMessage,
  defaultUnavailableMessage,
  fleetCardsOffMessage,
} from './modules/payments/settings.ts';
import { mailTexts } from './modules/mail/texts/mail-texts.ts';
import { receiptEmailTexts } from './modules/receipts/receipt-email-texts.ts';

/** Every text of a language in a tree of { fr, en, de, it, es } records. */
function* localized(node: unknown, language: Language, path = ''): Generator<[string, string]> {
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const text = record[language];
  if (languages.every((name) => name in record) && typeof text === 'string') {
    yield [path, text];
    return;
  }
  for (const [key, child] of Object.entries(record))
    yield* localized(child, language, `${path}/${key}`);
}

/** Every text of a tree of texts (the e-mails' words of one language), by its path. */
const vars = {
  operatorName: 'ALIAE',
  reference: 'A79-1',
  receiptNumber: 'A79-R-2026-000001',
  plate: 'AB123CD',
  total: '4,20 €',
};

// Issue 10 item 10: the e-mails and the demo content address the driver as the site does
// (apps/web/src/locales/copy-register.test.ts): "tu" in Italian, "vous", "Sie", "usted".
describe('one way of addressing the driver per language', () => {
  it.each(languages)('%s: every e-mail, the payment texts and the demo content', (language) => {
    const email = receiptEmailTexts(language, vars);
    const texts: [string, string][] = [
      ['receipt e-mail subject', email.subject],
      ['receipt e-mail text', email.text],
      ...textLeaves(mailTexts[language], 'e-mail texts', '/'),
      ['payment method unavailable', defaultUnavailableMessage[language]],
      ['fleet cards off', fleetCardsOffMessage[language]],
      ['bank card off', bankCardOffMessage[language]],
      ...localized({ demoTenant }, language),
    ];
    const slips = texts.flatMap(([where, text]) => {
      const words = otherRegisterWords(language, text);
      return words.length > 0 ? [`${where}: ${words.join(', ')}`] : [];
    });
    expect(slips, `register ${String(copyRegister[language])}`).toEqual([]);
  });
});
