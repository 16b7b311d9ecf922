import type { Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { MailContent, MailToRender } from '../mail/renderer.ts';
import { fillText, mailTexts } from '../mail/texts/mail-texts.ts';
import { formatMoney } from '../receipts/receipt-formats.ts';
import { operatorNameOf, paymentNoticeMail } from './payment-notice-mail.ts';
import { findPayment } from './repository.ts';

export interface DuplicatedEmailVars {
  operatorName: string;
  reference: string;
  plate: string;
  /** The amount of the payment that was not needed, formatted in the e-mail's language. */
  total: string;
}

/**
 * The e-mail of a payment whose trips another payment had already paid (DUPLICATED, issue 26 item
 * 13): what arrived, why it was not needed, and that its money is not taken or comes back. No
 * receipt: nothing was bought.
 */
export function duplicatedEmailTexts(
  language: Language,
  vars: DuplicatedEmailVars,
): Pick<MailContent, 'subject' | 'text' | 'html'> {
  const words = mailTexts[language].duplicatedPayment;
  return paymentNoticeMail(language, vars, words.subject, [
    fillText(words.received, { total: vars.total, plate: vars.plate, reference: vars.reference }),
    words.refund,
  ]);
}

/**
 * The mail renderer of kind payment_duplicated. A payment that is not (or no longer) DUPLICATED
 * has nothing to say: the row is skipped.
 */
export function duplicatedMailRenderer(db: Database) {
  return async (mail: MailToRender): Promise<MailContent | null> => {
    const paymentId = mail.payload.paymentId;
    if (typeof paymentId !== 'string' || mail.whitelabelId === null) {
      throw new Error(`duplicated-payment mail ${mail.id} names no payment`);
    }
    const payment = await findPayment(db, mail.whitelabelId, paymentId);
    if (payment?.status !== 'DUPLICATED') return null;
    const texts = duplicatedEmailTexts(mail.language, {
      operatorName: await operatorNameOf(db, mail.whitelabelId),
      reference: payment.reference,
      plate: payment.plate,
      total: formatMoney(payment.amountCents, mail.language),
    });
    return { ...texts, attachments: [] };
  };
}
