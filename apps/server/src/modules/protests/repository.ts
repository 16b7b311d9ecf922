import type { ProtestStatus, ProtestType } from '@portico/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  journeys,
  protestAttachments,
  protestCounters,
  protestJourneys,
  protestReasons,
  protests,
} from '../../db/schema/index.ts';
import {
  byteaFrom,
  byteaHex,
  type ByteaParameters,
  bytesOfHex,
} from '../../shared/attachments/bytea.ts';
import type { Queryable } from '../journeys/repository.ts';
import { protestReference } from './domain.ts';

export type ProtestReasonRow = typeof protestReasons.$inferSelect;
export type ProtestRow = typeof protests.$inferSelect;
export type NewProtestRow = typeof protests.$inferInsert;

/** A white-label's reasons of one protest type, in the form's order. */
export function findReasons(
  db: Queryable,
  whitelabelId: number,
  type: ProtestType,
): Promise<ProtestReasonRow[]> {
  return db
    .select()
    .from(protestReasons)
    .where(and(eq(protestReasons.whitelabelId, whitelabelId), eq(protestReasons.type, type)))
    .orderBy(asc(protestReasons.position), asc(protestReasons.code));
}

export async function findReason(
  db: Queryable,
  whitelabelId: number,
  type: ProtestType,
  code: string,
): Promise<ProtestReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(protestReasons)
    .where(
      and(
        eq(protestReasons.whitelabelId, whitelabelId),
        eq(protestReasons.type, type),
        eq(protestReasons.code, code),
      ),
    );
  return row;
}

/**
 * The next claim reference of a white-label for a year. The counter row stays locked until the
 * transaction ends, so references are unique across instances.
 */
export async function nextProtestReference(
  tx: Queryable,
  whitelabelId: number,
  year: number,
): Promise<string> {
  const [row] = await tx
    .insert(protestCounters)
    .values({ whitelabelId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [protestCounters.whitelabelId, protestCounters.year],
      set: { lastValue: sql`${protestCounters.lastValue} + 1` },
    })
    .returning({ lastValue: protestCounters.lastValue });
  if (!row) throw new Error('the protest counter returned no row');
  return protestReference(year, row.lastValue);
}

export async function insertProtest(tx: Queryable, values: NewProtestRow): Promise<ProtestRow> {
  const [row] = await tx.insert(protests).values(values).returning();
  if (!row) throw new Error('the protest insert returned no row');
  return row;
}

export async function insertProtestJourneys(
  tx: Queryable,
  rows: (typeof protestJourneys.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(protestJourneys).values(rows);
}

/** One file per statement, its content as hex text (shared/attachments/bytea.ts). */
export async function insertAttachment(
  tx: Queryable,
  values: Omit<typeof protestAttachments.$inferInsert, 'content'> & { content: Buffer },
  mode: ByteaParameters,
): Promise<void> {
  await tx
    .insert(protestAttachments)
    .values({ ...values, content: byteaFrom(values.content, mode) });
}

/** The journeys of a claim still under it (open), for the decision. */
export async function findProtestJourneyIds(tx: Queryable, protestId: number): Promise<number[]> {
  const rows = await tx
    .select({ journeyId: protestJourneys.journeyId })
    .from(protestJourneys)
    .where(eq(protestJourneys.protestId, protestId))
    .orderBy(asc(protestJourneys.journeyId));
  return rows.map((row) => row.journeyId);
}

export async function closeProtestJourneys(tx: Queryable, protestId: number): Promise<void> {
  await tx
    .update(protestJourneys)
    .set({ open: false })
    .where(eq(protestJourneys.protestId, protestId));
}

/** A claim of the white-label by reference; locked for update inside a decision. */
export async function findProtest(
  db: Queryable,
  whitelabelId: number,
  reference: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ProtestRow | undefined> {
  const query = db
    .select()
    .from(protests)
    .where(and(eq(protests.whitelabelId, whitelabelId), eq(protests.reference, reference)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findProtestById(
  db: Queryable,
  protestId: number,
): Promise<ProtestRow | undefined> {
  const [row] = await db.select().from(protests).where(eq(protests.id, protestId));
  return row;
}

export async function updateProtest(
  tx: Queryable,
  protestId: number,
  values: Partial<NewProtestRow>,
): Promise<void> {
  await tx
    .update(protests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(protests.id, protestId));
}

export interface ProtestListRow extends ProtestRow {
  journeyCount: number;
  attachmentCount: number;
}

/** A page of the white-label's claims, newest first, with the total for the pager. */
export async function listProtests(
  db: Queryable,
  whitelabelId: number,
  {
    status,
    page,
    pageSize,
  }: { status?: ProtestStatus | undefined; page: number; pageSize: number },
): Promise<{ total: number; rows: ProtestListRow[] }> {
  const where = and(
    eq(protests.whitelabelId, whitelabelId),
    status === undefined ? undefined : eq(protests.status, status),
  );
  const [totals] = await db.select({ total: count() }).from(protests).where(where);
  const rows = await db
    .select()
    .from(protests)
    .where(where)
    .orderBy(desc(protests.createdAt), desc(protests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((row) => row.id);
  const [journeyCounts, attachmentCounts] = await Promise.all([
    countBy(db, protestJourneys, protestJourneys.protestId, ids),
    countBy(db, protestAttachments, protestAttachments.protestId, ids),
  ]);
  return {
    total: totals?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      journeyCount: journeyCounts.get(row.id) ?? 0,
      attachmentCount: attachmentCounts.get(row.id) ?? 0,
    })),
  };
}

async function countBy(
  db: Queryable,
  table: typeof protestJourneys | typeof protestAttachments,
  column: typeof protestJourneys.protestId | typeof protestAttachments.protestId,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ protestId: column, total: count() })
    .from(table)
    .where(inArray(column, [...ids]))
    .groupBy(column);
  return new Map(rows.map((row) => [row.protestId, row.total]));
}

/** The journeys of a claim with what they cost when it was filed. */
export function findClaimedJourneys(db: Queryable, protestId: number) {
  return db
    .select({
      id: journeys.id,
      plate: journeys.plate,
      countryCode: journeys.countryCode,
      firstPassageAt: journeys.firstPassageAt,
      ttcCents: protestJourneys.ttcCents,
      indemnityCents: protestJourneys.indemnityCents,
      /** Paid (before the decision: a decision leaves a paid trip alone), else null. */
      paidAt: journeys.paidAt,
    })
    .from(protestJourneys)
    .innerJoin(journeys, eq(journeys.id, protestJourneys.journeyId))
    .where(eq(protestJourneys.protestId, protestId))
    .orderBy(asc(journeys.firstPassageAt), asc(journeys.id));
}

/** A claim's files without their content. */
export function findAttachmentsMeta(db: Queryable, protestId: number) {
  return db
    .select({
      id: protestAttachments.id,
      fileName: protestAttachments.fileName,
      mediaType: protestAttachments.mediaType,
      bytes: protestAttachments.bytes,
    })
    .from(protestAttachments)
    .where(eq(protestAttachments.protestId, protestId))
    .orderBy(asc(protestAttachments.position));
}

/** One file of one claim's size in bytes, without reading its content (a limit is counted first). */
export async function findAttachmentBytes(
  db: Queryable,
  protestId: number,
  attachmentId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ bytes: protestAttachments.bytes })
    .from(protestAttachments)
    .where(
      and(eq(protestAttachments.protestId, protestId), eq(protestAttachments.id, attachmentId)),
    );
  return row?.bytes;
}

/** One file of one claim, with its content. */
export async function findAttachment(db: Queryable, protestId: number, attachmentId: string) {
  const [row] = await db
    .select({
      fileName: protestAttachments.fileName,
      mediaType: protestAttachments.mediaType,
      contentHex: byteaHex(protestAttachments.content),
    })
    .from(protestAttachments)
    .where(
      and(eq(protestAttachments.protestId, protestId), eq(protestAttachments.id, attachmentId)),
    );
  return row
    ? { fileName: row.fileName, mediaType: row.mediaType, content: bytesOfHex(row.contentHex) }
    : undefined;
}
