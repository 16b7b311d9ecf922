import { AppError } from '../../shared/app-error.ts';
import { findPayment } from '../payments/repository.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import { auditBy, type SupportActionsDeps } from './support-context.ts';

/**
 * E-mails a paid payment's receipt again (issue 28 item 7), through the outbox like the first one:
 * the same kind (payment_receipt, whose renderer attaches the PDF) in the payment's language, to
 * the payment's address or the one the agent gives. Not counted against the visitors' re-send
 * limits (those stop strangers holding a payment id; the agent is signed in and audited). The
 * e-mail and its audit event are written in one transaction, then the outbox is kicked.
 */
export async function resendReceipt(
  { db, mail }: SupportActionsDeps,
  actor: StaffActor,
  paymentId: string,
  { reason, email }: { reason: string; email?: string | undefined },
): Promise<{ paymentId: string; email: string }> {
  const payment = await findPayment(db, actor.whitelabelId, paymentId);
  if (!payment) throw new AppError(404, 'payment_not_found');
  if (payment.status !== 'SUCCEED') throw new AppError(409, 'payment_not_paid');
  const recipient = email ?? payment.email;
  if (!recipient) throw new AppError(409, 'receipt_recipient_missing');
  await db.transaction(async (tx) => {
    const mailId = await mail.enqueue(tx, {
      whitelabelId: actor.whitelabelId,
      kind: 'payment_receipt',
      recipient,
      language: payment.language,
      payload: { paymentId: payment.id },
    });
    // The address is personal data: the audit keeps whether it was the payment's own, and the
    // outbox row (which the retention job clears) keeps the address itself.
    await recordAuditEvent(
      tx,
      auditBy(actor, {
        action: 'receipts.resend',
        target: { type: 'payment', id: payment.id },
        reason,
        after: {
          mailId,
          receiptNumber: payment.receiptNumber,
          recipient: email === undefined ? 'payment' : 'given',
        },
      }),
    );
  });
  mail.kick();
  return { paymentId: payment.id, email: recipient };
}
