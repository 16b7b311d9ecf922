import { sql } from 'drizzle-orm';
import { enqueueMail, type NewMail, type Queryable } from './outbox.ts';

/**
 * Messages anyone may ask to be sent again (a receipt to an address, POST /payments/receipt)
 * would make the portal a mail cannon (issue 9 item 13). The outbox itself counts them, so the
 * limits hold across instances: per subject (e.g. a payment) and per recipient address over a
 * recent window.
 */
export interface ResendLimits {
  perSubject: number;
  perRecipient: number;
  windowMs: number;
}

/**
 * Writes a re-sent message unless its subject or its address already had its share of re-sends
 * in the window; answers its id, or null when over a limit (nothing written). Call it inside a
 * transaction: two advisory locks (subject, then address, always in that order so two requests
 * cannot deadlock) serialise the requests that share either, so concurrent ones, on any
 * instance, cannot all read the same count and all pass.
 */
export async function enqueueResendWithinLimits(
  tx: Queryable,
  mail: NewMail & { resendOf: string },
  limits: ResendLimits,
): Promise<number | null> {
  const recipient = mail.recipient.toLowerCase();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`mail-resend-of:${mail.resendOf}`}, 0))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`mail-resend-to:${recipient}`}, 0))`,
  );
  const result = await tx.execute(sql`
    select
      count(*) filter (where resend_of = ${mail.resendOf})::int as "ofSubject",
      count(*) filter (where lower(recipient) = ${recipient})::int as "toRecipient"
    from mail_outbox
    where resend_of is not null
      and created_at > now() - ${limits.windowMs}::float8 * interval '1 millisecond'
      and (resend_of = ${mail.resendOf} or lower(recipient) = ${recipient})`);
  const [counts] = (result as unknown as { rows: { ofSubject: number; toRecipient: number }[] })
    .rows;
  if ((counts?.ofSubject ?? 0) >= limits.perSubject) return null;
  if ((counts?.toRecipient ?? 0) >= limits.perRecipient) return null;
  return enqueueMail(tx, mail);
}
