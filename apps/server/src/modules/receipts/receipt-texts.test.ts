import { languages } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { receiptEmailTexts, receiptTexts } from './receipt-texts.ts';

const vars = {
  operatorName: 'ALIAE A79',
  reference: 'P7K2Q9X4M1ZB',
  receiptNumber: 'A79-R-2026-000123',
  plate: 'AB-123-CD',
  total: '14,20 €',
};

describe('receiptEmailTexts', () => {
  it.each(languages)('in %s: subject, text and html carry the reference and total', (l) => {
    const email = receiptEmailTexts(l, vars);
    expect(email.subject).toContain(vars.reference);
    expect(email.subject).toContain(vars.operatorName);
    for (const body of [email.text, email.html]) {
      expect(body).toContain(vars.reference);
      // Issue 24: the number a driver types to prove the vehicle theirs is in the e-mail.
      expect(body).toContain(vars.receiptNumber);
      expect(body).toContain(vars.total);
      expect(body).toContain(vars.plate);
      expect(body).toContain(vars.operatorName);
    }
    expect(email.attachmentName).toBe('receipt.pdf');
  });

  it('speaks each language in its own words', () => {
    const subjects = new Set(languages.map((l) => receiptEmailTexts(l, vars).subject));
    expect(subjects.size).toBe(languages.length);
    expect(receiptEmailTexts('fr', vars).text).toMatch(/^Bonjour,/);
    expect(receiptEmailTexts('de', vars).text).toContain('Mit freundlichen Grüßen');
  });

  it.each(languages)(
    'in %s: a rental company\u2019s receipt names the company, its VAT number and its vehicles',
    (l) => {
      const company = {
        name: "Rent'A79 Location",
        vatNumber: 'FR32901234567',
        plates: ['RA001LO', 'RA002LO'],
      };
      const email = receiptEmailTexts(l, { ...vars, company });
      const single = receiptEmailTexts(l, vars);
      for (const body of [email.text, email.html]) {
        expect(body).toContain(vars.receiptNumber);
        expect(body).toContain(vars.total);
        expect(body).toContain('FR32901234567');
        expect(body).toContain('RA001LO, RA002LO');
      }
      expect(email.text).toContain(company.name);
      expect(email.html).toContain('Rent&#39;A79 Location');
      // Not the driver's proof of a vehicle of their own for its alerts.
      const driverNumber = single.text
        .split('\n')
        .find((line) => line.includes(vars.receiptNumber));
      expect(driverNumber).toBeDefined();
      expect(email.text).not.toContain(driverNumber);
    },
  );

  it('escapes data in the HTML, not in the plain text', () => {
    const email = receiptEmailTexts('en', { ...vars, operatorName: 'A&B <Roads>' });
    expect(email.html).toContain('A&amp;B &lt;Roads&gt;');
    expect(email.html).not.toContain('<Roads>');
    expect(email.text).toContain('A&B <Roads>');
  });
});

describe('receiptTexts', () => {
  it.each(languages)('in %s: no text is empty', (l) => {
    const { via, fleetCard, page, legalForm, paidNote, refundedNote, columns, totals, ...words } =
      receiptTexts[l];
    const { vatAt, ...totalWords } = totals;
    for (const word of [
      ...Object.values(words),
      ...Object.values(columns),
      ...Object.values(totalWords),
    ]) {
      expect(word.trim()).not.toBe('');
    }
    expect(via('Paybox')).toContain('Paybox');
    expect(fleetCard('DKV')).toContain('DKV');
    expect(page(2, 3)).toMatch(/2\/3$/);
    expect(legalForm('SAS', '1 000 €')).toMatch(/^SAS .+ 1 000 €$/);
    expect(paidNote('20/03/2025')).toContain('20/03/2025');
    expect(refundedNote('21/03/2025', '4,20 €')).toMatch(/21\/03\/2025.+4,20 €/);
    expect(vatAt('20 %')).toContain('20 %');
  });
});
