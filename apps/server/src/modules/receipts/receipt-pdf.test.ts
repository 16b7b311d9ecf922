import { languages, type Language } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../../../test/helpers/pdf-text.ts';
import { operatorLegal, receiptLine, receiptModel } from './receipt-fixture.ts';
import { formatMoney } from './receipt-formats.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** pdfText gives no-break spaces back as plain ones; so must the expected amounts. */
const money = (cents: number, language: Language) =>
  formatMoney(cents, language).replace(/[\u00a0\u202f]/g, ' ');

const notice = receiptLine({
  caseNumber: 'A79-2026-000001',
  entry: '25 Saint-Pourçain',
  exit: '28 Bellerive',
  htCents: 1000,
  tvaCents: 200,
  ttcCents: 1200,
  indemnityCents: 2200,
});
const prepayment = receiptLine({
  kind: 'prepayment',
  date: null,
  entry: '34 Montmarault',
  exit: '41 Gannat',
});
const ongoing = receiptLine({ entry: '39 Combronde', exit: null });

describe('renderReceiptPdf', () => {
  it('writes a PDF that parses', async () => {
    const bytes = await renderReceiptPdf(receiptModel(), 'fr');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain('ALIAE A79');
  });

  it.each([
    ['fr', 'Reçu de paiement'],
    ['en', 'Payment receipt'],
    ['de', 'Zahlungsbeleg'],
    ['it', 'Ricevuta di pagamento'],
    ['es', 'Recibo de pago'],
  ] as const)('in %s: the title, plate, reference, gates and total', async (language, title) => {
    const model = receiptModel();
    const text = await pdfText(await renderReceiptPdf(model, language));
    expect(text).toContain(title);
    expect(text).toContain('AB-123-CD (FR)');
    expect(text).toContain('P7K2Q9X4M1ZB');
    for (const line of model.lines) {
      expect(text).toContain(line.entry);
      expect(text).toContain(line.exit);
    }
    expect(text).toContain(money(model.totals.totalCents, language));
  });

  it('names each vehicle of a fleet payment, in the facts and on its rows (issue 25)', async () => {
    const model = receiptModel({
      plate: 'RA001LO',
      lines: [
        receiptLine({ plate: 'RA001LO', caseNumber: 'A79-2026-000101' }),
        receiptLine({ plate: 'RA002LO', caseNumber: 'A79-2026-000102' }),
        receiptLine({ plate: 'RA001LO', caseNumber: 'A79-2026-000103' }),
      ],
    });
    const text = await pdfText(await renderReceiptPdf(model, 'it'));
    expect(text).toContain('RA001LO, RA002LO');
    // The facts once, then each row: RA001LO twice on rows, RA002LO once.
    expect(text.split('RA001LO').length - 1).toBe(3);
    expect(text.split('RA002LO').length - 1).toBe(2);
    expect(text).not.toContain('RA001LO (FR)');
  });

  it('shows the total the way each language writes money', async () => {
    const model = receiptModel({
      lines: [receiptLine({ htCents: 1183, tvaCents: 237, ttcCents: 1420 })],
    });
    expect(await pdfText(await renderReceiptPdf(model, 'fr'))).toContain('14,20 €');
    expect(await pdfText(await renderReceiptPdf(model, 'en'))).toContain('€14.20');
  });

  it('shows a notice with its case number and indemnity', async () => {
    const text = await pdfText(await renderReceiptPdf(receiptModel({ lines: [notice] }), 'fr'));
    expect(text).toContain('A79-2026-000001');
    expect(text).toContain(money(2200, 'fr'));
    expect(text).toContain(money(3400, 'fr'));
  });

  it.each([
    ['fr', 'Prépaiement', 'En cours'],
    ['de', 'Vorauszahlung', 'Laufend'],
    ['es', 'Prepago', 'En curso'],
  ] as const)(
    'in %s: a prepayment says so and an ongoing trip has no exit',
    async (l, prepaid, open) => {
      const text = await pdfText(
        await renderReceiptPdf(receiptModel({ lines: [prepayment, ongoing] }), l),
      );
      expect(text).toContain(prepaid);
      expect(text).toContain(open);
    },
  );

  it('shows the payment time in Paris and the payment method', async () => {
    const model = receiptModel({
      paidAt: new Date('2025-07-01T22:30:00Z'),
      method: { type: 'CREDIT_CARD', provider: 'AXEPTA', cardLabel: '•••• 1112' },
    });
    const text = await pdfText(await renderReceiptPdf(model, 'en'));
    expect(text).toContain('02/07/25 00:30 (Paris time)');
    expect(text).toContain('Bank card via Axepta •••• 1112');
    const fleet = receiptModel({ method: { type: 'DKV', provider: null, cardLabel: '0123' } });
    expect(await pdfText(await renderReceiptPdf(fleet, 'de'))).toContain('Tankkarte DKV 0123');
  });

  it('prints the payer and the letters of five languages (WinAnsi: €, ß, ñ, à, umlauts)', async () => {
    const payer = {
      name: 'Jürgen Großmann-Peña',
      addressLines: ['12 rue de la Gare à Château-Öhringen', 'Ärztehaus Übach'],
      email: 'jurgen@example.com',
    };
    const text = await pdfText(await renderReceiptPdf(receiptModel({ payer }), 'de'));
    for (const part of [payer.name, ...payer.addressLines, payer.email, '€']) {
      expect(text).toContain(part);
    }
  });

  it('prints names in Latin Extended, Greek and Cyrillic exactly as typed', async () => {
    const payer = {
      name: 'Łukasz Wiśniewski, Dvořák',
      addressLines: ['Ærøskøbing', 'Šibenik', 'Ελληνικά', 'Москва'],
      email: 'łukasz@example.pl',
    };
    const text = await pdfText(await renderReceiptPdf(receiptModel({ payer }), 'en'));
    for (const part of [payer.name, ...payer.addressLines, payer.email]) {
      expect(text).toContain(part);
    }
  });

  it('embeds its font rather than naming a standard PDF font (WinAnsi only)', async () => {
    const pdf = (await renderReceiptPdf(receiptModel(), 'fr')).toString('latin1');
    expect(pdf).toContain('/FontFile2');
    expect(pdf).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
  });

  it('names the issuer as a French invoice must: legal name, form and capital, office, SIREN, RCS, SIRET, VAT number', async () => {
    const issuer = operatorLegal();
    const text = await pdfText(await renderReceiptPdf(receiptModel({ issuer }), 'fr'));
    for (const part of [
      'Autoroutes Łódź-Plzeň SAS',
      'SAS au capital de 2 500 000 €',
      '12 avenue de l’Europe',
      '03000 Moulins',
      'SIREN 912 345 675 · RCS Cusset',
      'SIRET 912 345 675 00017',
      'N° de TVA intracommunautaire FR65912345675',
    ]) {
      expect(text).toContain(part);
    }
  });

  it.each([
    ['fr', 'Facture n°', "Date d'émission", 'Date de la prestation', 'Facture acquittée le'],
    ['en', 'Invoice no.', 'Date of issue', 'Date of supply', 'Invoice paid on'],
    ['de', 'Rechnungsnr.', 'Ausstellungsdatum', 'Leistungsdatum', 'Rechnung bezahlt am'],
    ['it', 'Fattura n.', 'Data di emissione', "Data dell'operazione", 'Fattura quietanzata il'],
    ['es', 'Factura n.º', 'Fecha de emisión', 'Fecha de la operación', 'Factura pagada el'],
  ] as const)(
    'in %s: the invoice number, the dates of issue and of supply, and that it is paid',
    async (language, number, issued, supply, paid) => {
      const text = await pdfText(await renderReceiptPdf(receiptModel(), language));
      expect(text).toContain(`${number}\nA79-R-2025-000042`);
      expect(text).toContain(`${issued}\n20/03/2025`);
      // The trips' days: 14 and 15 March (Paris).
      expect(text).toContain(`${supply}\n14/03/2025 – 15/03/2025`);
      expect(text).toContain(`${paid} 20/03/2025`);
    },
  );

  it('itemises each line: quantity, unit price excl. VAT, VAT rate and amount; VAT per rate in the totals', async () => {
    const prepaid = receiptLine({
      kind: 'prepayment',
      date: null,
      quantity: 3,
      htCents: 1776,
      tvaCents: 354,
      ttcCents: 2130,
    });
    const reduced = receiptLine({ htCents: 1000, tvaCents: 55, tvaRate: 5.5, ttcCents: 1055 });
    const model = receiptModel({ lines: [prepaid, reduced] });
    const text = await pdfText(await renderReceiptPdf(model, 'fr'));
    // Class 1, quantity 3, unit price 5,92 € excl. VAT, 20 % = 3,54 €, 21,30 € incl. VAT.
    expect(text).toContain(`1 3 ${money(592, 'fr')} 20 %\n${money(354, 'fr')}`);
    expect(text).toContain(`1 1 ${money(1000, 'fr')} 5,5 %\n${money(55, 'fr')}`);
    expect(text).toContain(`TVA 20 % ${money(354, 'fr')}`);
    expect(text).toContain(`TVA 5,5 % ${money(55, 'fr')}`);
    expect(text).toContain(`Total HT ${money(2776, 'fr')}`);
    expect(text).toContain(`Total TTC ${money(3185, 'fr')}`);
  });

  it('still renders without the issuer’s legal data: the operator’s name and the number only', async () => {
    const text = await pdfText(await renderReceiptPdf(receiptModel({ issuer: null }), 'fr'));
    expect(text).toContain('ALIAE A79');
    expect(text).toContain('A79-R-2025-000042');
    expect(text).not.toContain('SIREN');
  });

  it('leaves the payer block out when nothing is known of the payer', async () => {
    const text = await pdfText(await renderReceiptPdf(receiptModel(), 'fr'));
    expect(text).not.toContain('Payeur');
  });

  it('ends with the totals and the footer', async () => {
    const model = receiptModel({ lines: [notice, prepayment] });
    const text = await pdfText(await renderReceiptPdf(model, 'it'));
    expect(text).toContain(`Totale pagato ${money(model.totals.totalCents, 'it')}`);
    expect(text).toContain(`Indennità ${money(2200, 'it')}`);
    expect(text).toContain('conservati per 2 anni');
    expect(text).toContain('Pagina 1/1');
  });

  it('continues a long table on a second page, footer on each', async () => {
    const lines = Array.from({ length: 30 }, () => receiptLine());
    const text = await pdfText(await renderReceiptPdf(receiptModel({ lines }), 'fr'));
    expect(text).toContain('Page 1/2');
    expect(text).toContain('Page 2/2');
    expect(text.match(/Montants en euros, TVA comprise/g)).toHaveLength(2);
  });

  it.each(languages)('in %s: sets title, author, language and date in the metadata', async (l) => {
    const info = await pdfInfo(await renderReceiptPdf(receiptModel(), l));
    expect(info).toMatchObject({ author: 'ALIAE A79', language: l, pages: 1 });
    expect(info.title).toMatch(/ A79-R-2025-000042$/);
    expect(info.creationDate).toEqual(new Date('2025-03-20T09:30:00Z'));
  });

  it('renders one model to the same bytes twice', async () => {
    const model = receiptModel({ lines: [notice, prepayment, ongoing] });
    const first = await renderReceiptPdf(model, 'fr');
    expect(first.equals(await renderReceiptPdf(model, 'fr'))).toBe(true);
  });

  it('refuses a model whose totals are not the sum of its lines', async () => {
    const model = receiptModel();
    const totals = { ...model.totals, totalCents: model.totals.totalCents + 1 };
    await expect(renderReceiptPdf({ ...model, totals }, 'fr')).rejects.toThrow(/does not add up/);
  });
});
