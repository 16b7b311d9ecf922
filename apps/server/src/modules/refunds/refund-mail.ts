import type { Language } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whitelabels } from '../../db/schema/index.ts';
import { layOutMail } from '../mail/layout.ts';
import type { MailContent, MailToRender } from '../mail/renderer.ts';
import { fillText, mailTexts } from '../mail/texts/mail-texts.ts';
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
  return layOutMail({
    language,
    operatorName: vars.operatorName,
    subject: fillText(words.subject, { operator: vars.operatorName, reference: vars.reference }),
    blocks: [
      {
        kind: 'paragraph',
        text: fillText(words.sent, {
          amount: vars.amount,
          reference: vars.reference,
          plate: vars.plate,
        }),
      },
      { kind: 'paragraph', text: words.delay },
    ],
  });
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
    const [operator] = await db
      .select({ name: whitelabels.name })
      .from(whitelabels)
      .where(eq(whitelabels.id, mail.whitelabelId));
    const texts = refundedEmailTexts(mail.language, {
      operatorName: operator?.name ?? '',
      reference: payment.reference,
      plate: payment.plate,
      amount: formatMoney(refund.amountCents, mail.language),
    });
    return { ...texts, attachments: [] };
  };
}
