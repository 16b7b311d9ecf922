import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { mailOutbox, payloadId } from '../../../db/schema/index.ts';
import { bounded } from './vehicle.ts';

/** What the vehicle's e-mails are about: the outbox knows no plate, only these ids. */
export interface MailSubjects {
  paymentIds: readonly string[];
  subscriptionIds: readonly number[];
  claimIds: readonly number[];
}

/**
 * The e-mails sent about the vehicle's payments (receipts), alerts (confirmations, passages,
 * deadlines, notices) and claims (acknowledgments, decisions). Each branch names its partial
 * expression index's predicate (migration 0027), so the planner ORs three index scans.
 */
export async function timelineMails(
  db: Database,
  whitelabelId: number,
  subjects: MailSubjects,
  max: number,
) {
  const branch = (key: Parameters<typeof payloadId>[1], ids: readonly (string | number)[]) =>
    ids.length === 0
      ? undefined
      : and(
          sql`${payloadId(mailOutbox.payload, key)} is not null`,
          inArray(payloadId(mailOutbox.payload, key), ids.map(String)),
        );
  const about = [
    branch('paymentId', subjects.paymentIds),
    branch('subscriptionId', subjects.subscriptionIds),
    branch('protestId', subjects.claimIds),
  ].filter((condition): condition is SQL => condition !== undefined);
  if (about.length === 0) return bounded([], max);
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.whitelabelId, whitelabelId), or(...about)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(max + 1);
  return bounded(rows, max);
}

export type TimelineMailRow = Awaited<ReturnType<typeof timelineMails>>['rows'][number];
