import type { Language } from '@portico/contract';
import { layOutMail } from '../mail/layout.ts';
import { fillText, mailTexts } from '../mail/texts/mail-texts.ts';

export interface ReceiptEmailVars {
  operatorName: string;
  reference: string;
  /** The receipt (invoice) number, e.g. "A79-R-2026-000123". */
  receiptNumber: string;
  plate: string;
  /** The amount paid, already formatted in the e-mail's language (e.g. "14,20 €"). */
  total: string;
}

export interface ReceiptEmail {
  subject: string;
  text: string;
  html: string;
  attachmentName: 'receipt.pdf';
}

/**
 * The receipt e-mail in the visitor's language, on the e-mails' one frame (mail/layout.ts): its
 * words are the `receipt` texts of mail/texts/, plain text and HTML say the same paragraphs.
 */
export function receiptEmailTexts(language: Language, vars: ReceiptEmailVars): ReceiptEmail {
  const words = mailTexts[language].receipt;
  const { subject, text, html } = layOutMail({
    language,
    operatorName: vars.operatorName,
    subject: fillText(words.subject, { operator: vars.operatorName, reference: vars.reference }),
    blocks: [
      {
        kind: 'paragraph',
        text: fillText(words.received, {
          total: vars.total,
          plate: vars.plate,
          reference: vars.reference,
        }),
      },
      { kind: 'paragraph', text: fillText(words.number, { receiptNumber: vars.receiptNumber }) },
      { kind: 'paragraph', text: words.attached },
    ],
  });
  return { subject, text, html, attachmentName: 'receipt.pdf' };
}
