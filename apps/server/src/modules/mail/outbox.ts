import type { Language } from '@portico/contract';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { mailOutbox, type MailKind, type RenderedMail } from '../../db/schema/mail.ts';
import type { Queryable } from '../journeys/repository.ts';
import type { MailToRender } from './renderer.ts';

export type { Queryable } from '../journeys/repository.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

export interface NewMail {
  whitelabelId: number | null;
  kind: MailKind;
  recipient: string;
  language: Language;
  /** What the renderer of `kind` needs to build the message, e.g. { paymentId }: keep it small. */
  payload: Record<string, unknown>;
  /** Asked for again by someone: what about (see mailOutbox.resendOf and resend-limits.ts). */
  resendOf?: string;
}

/** What a renderer gets of a row. */
export function mailToRender(row: MailRow): MailToRender {
  return {
    id: row.id,
    whitelabelId: row.whitelabelId,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    payload: row.payload,
  };
}

/**
 * Writes a message to the outbox, due at once. Call it inside the transaction of what causes the
 * message, so the message exists if and only if that committed; the mail job sends it later.
 */
export async function enqueueMail(tx: Queryable, mail: NewMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      whitelabelId: mail.whitelabelId,
      kind: mail.kind,
      recipient: mail.recipient,
      language: mail.language,
      payload: mail.payload,
      resendOf: mail.resendOf ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the mail outbox insert returned no row');
  return row.id;
}

/**
 * Claims up to `limit` pending messages due at `now`, oldest first, by moving their next attempt
 * to `leaseUntil`: one statement, so it commits at once and holds no lock afterwards. FOR UPDATE
 * SKIP LOCKED makes concurrent claims (other instances) take other rows; a claim that started
 * before ours committed re-reads our rows once we commit, finds them no longer due and leaves them.
 * The caller sends them outside any transaction and then writes the outcome; if it dies before
 * that, the rows are due again when the lease ends (so delivery is at least once, not exactly once).
 */
export async function claimDueMail(
  db: Queryable,
  now: Date,
  limit: number,
  leaseUntil: Date,
  { whitelabelId }: { whitelabelId?: number | undefined } = {},
): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        whitelabelId === undefined ? undefined : eq(mailOutbox.whitelabelId, whitelabelId),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // RETURNING follows no order (and every row now has the same next attempt): oldest first.
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives claimed messages back (due at `dueAt`) when a run stops before sending them. */
export async function releaseMail(
  db: Queryable,
  ids: readonly number[],
  dueAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: dueAt })
    .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'pending')));
}

/**
 * Records a delivery: sent through SMTP, or captured for /dev/mailbox. `attempts` counts every
 * attempt, this one included; `lastError` keeps the last failure, if any, as history.
 */
export async function markDelivered(
  db: Queryable,
  id: number,
  outcome: { status: 'sent' | 'captured'; message: RenderedMail; at: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      message: outcome.message,
      sentAt: outcome.at,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/**
 * Records that there was nothing to send (the renderer answered null): the row leaves the queue
 * for good, its attempt counted, with no message.
 */
export async function markSkipped(db: Queryable, id: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'skipped', sentAt: at, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Records a failed attempt: the message stays pending and is due again at `nextAttemptAt`. */
export async function markFailed(
  db: Queryable,
  id: number,
  failure: { error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** The newest messages first, optionally only those to one recipient. */
export async function listMail(
  db: Queryable,
  { limit, recipient }: { limit: number; recipient?: string | undefined },
): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(recipient === undefined ? undefined : eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function findMail(db: Queryable, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
