import type { Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { MailContent, MailToRender } from '../mail/renderer.ts';
import { fillText, mailTexts } from '../mail/texts/mail-texts.ts';
import { operatorNameOf, paymentNoticeMail } from '../payments/payment-notice-mail.ts';
import { findPayment } from '../payments/repository.ts';
import { formatMoney } from '../receipts/receipt-formats.ts';
import { findRefund } from './refunds-repository.ts';

export interface RefundedEmailVars {
  operatorName: string;
  reference: string;
  plate: string;
  /** The amount given back, formatted in the e-mail's language. */
  amount: string;
}

/** The driver's e-mail once the PSP accepted a refund: "your money is on its way". */
export function refundedEmailTexts(
  language: Language,
  vars: RefundedEmailVars,
): Pick<MailContent, 'subject' | 'text' | 'html'> {
  const words = mailTexts[language].refundedPayment;
  return paymentNoticeMail(language, vars, words.subject, [
    fillText(words.sent, { amount: vars.amount, reference: vars.reference, plate: vars.plate }),
    words.delay,
  ]);
}

/**
 * The mail renderer of kind payment_refunded. A refund that is not (or no longer) refunded, or
 * whose payment is gone (retention), has nothing to say: the row is skipped.
 */
export function refundedMailRenderer(db: Database) {
  return async (mail: MailToRender): Promise<MailContent | null> => {
    const { paymentId, refundId } = mail.payload;
    if (
      typeof paymentId !== 'string' ||
      typeof refundId !== 'number' ||
      mail.whitelabelId === null
    ) {
      throw new Error(`refunded-payment mail ${mail.id} names no refund`);
    }
    const refund = await findRefund(db, mail.whitelabelId, refundId);
    const payment = await findPayment(db, mail.whitelabelId, paymentId);
    if (refund?.state !== 'refunded' || !payment) return null;
    const texts = refundedEmailTexts(mail.language, {
      operatorName: await operatorNameOf(db, mail.whitelabelId),
      reference: payment.reference,
      plate: payment.plate,
      amount: formatMoney(refund.amountCents, mail.language),
    });
    return { ...texts, attachments: [] };
  };
}
