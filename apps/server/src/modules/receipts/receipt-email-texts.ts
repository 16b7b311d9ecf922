import type { Language } from '@portico/contract';
import { type MailBlock, layOutMail } from '../mail/layout.ts';
import { fillText, mailTexts } from '../mail/texts/mail-texts.ts';

export interface ReceiptEmailVars {
  operatorName: string;
  reference: string;
  /** The receipt (invoice) number, e.g. "A79-R-2026-000123". */
  receiptNumber: string;
  plate: string;
  /** The amount paid, already formatted in the e-mail's language (e.g. "14,20 €"). */
  total: string;
  /**
   * A rental company's payment (issue 25): the e-mail names the company, its VAT number and the
   * fleet's vehicles paid for, and gives the number without the alerts' proof of a driver's car.
   */
  company?: { name: string; vatNumber: string | null; plates: readonly string[] };
  /**
   * A driver who paid for a business (issue 26 item 9): the e-mail is the driver's, with the
   * company and its VAT number as the receipt names them.
   */
  businessPayer?: { name: string; vatNumber: string | null };
}

export interface ReceiptEmail {
  subject: string;
  text: string;
  html: string;
  attachmentName: 'receipt.pdf';
}

function businessFacts(
  words: (typeof mailTexts)[Language]['receipt'],
  payer: NonNullable<ReceiptEmailVars['businessPayer']>,
): MailBlock {
  return {
    kind: 'facts',
    facts: [
      { label: words.companyLabel, value: payer.name },
      ...(payer.vatNumber ? [{ label: words.vatNumberLabel, value: payer.vatNumber }] : []),
    ],
  };
}

/**
 * The receipt e-mail in the visitor's language, on the e-mails' one frame (mail/layout.ts): its
 * words are the `receipt` texts of mail/texts/, plain text and HTML say the same paragraphs.
 */
export function receiptEmailTexts(language: Language, vars: ReceiptEmailVars): ReceiptEmail {
  const words = mailTexts[language].receipt;
  const { company } = vars;
  const number = { receiptNumber: vars.receiptNumber };
  const blocks: MailBlock[] = company
    ? [
        {
          kind: 'paragraph',
          text: fillText(words.receivedForCompany, {
            total: vars.total,
            reference: vars.reference,
          }),
        },
        {
          kind: 'facts',
          facts: [
            { label: words.companyLabel, value: company.name },
            ...(company.vatNumber
              ? [{ label: words.vatNumberLabel, value: company.vatNumber }]
              : []),
            { label: words.vehiclesLabel, value: company.plates.join(', ') },
          ],
        },
        { kind: 'paragraph', text: fillText(words.numberForCompany, number) },
      ]
    : [
        {
          kind: 'paragraph',
          text: fillText(words.received, {
            total: vars.total,
            plate: vars.plate,
            reference: vars.reference,
          }),
        },
        ...(vars.businessPayer ? [businessFacts(words, vars.businessPayer)] : []),
        { kind: 'paragraph', text: fillText(words.number, number) },
      ];
  const { subject, text, html } = layOutMail({
    language,
    operatorName: vars.operatorName,
    subject: fillText(words.subject, { operator: vars.operatorName, reference: vars.reference }),
    blocks: [...blocks, { kind: 'paragraph', text: words.attached }],
  });
  return { subject, text, html, attachmentName: 'receipt.pdf' };
}
