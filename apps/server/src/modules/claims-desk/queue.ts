import {
  type ClaimsQueue,
  type ClaimsQueueQuery,
  type Language,
  normalisePlate,
} from '@portico/contract';
import { and, asc, desc, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journeys, protestJourneys, protests } from '../../db/schema/index.ts';
import { claimAgeHours } from './age.ts';
import { decodeQueueCursor, encodeQueueCursor } from './cursor.ts';
import { countsOf, platesOf, reasonLabelsOf } from './claim-parts.ts';

const dayMs = 86_400_000;

/** Filing time as UTC text to the microsecond: a cursor made of it finds the same row again. */
const createdText = sql<string>`to_char(${protests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The filters as conditions; null when the plate cannot be one (nothing can match). */
function conditionsOf(
  whitelabelId: number,
  query: ClaimsQueueQuery,
  now: Date,
  db: Database,
): SQL[] | null {
  const conditions: SQL[] = [eq(protests.whitelabelId, whitelabelId)];
  if (query.status !== 'ALL') conditions.push(eq(protests.status, query.status));
  if (query.type) conditions.push(eq(protests.type, query.type));
  if (query.reason) conditions.push(eq(protests.reasonCode, query.reason));
  if (query.minAgeDays !== undefined) {
    conditions.push(lte(protests.createdAt, new Date(now.getTime() - query.minAgeDays * dayMs)));
  }
  if (query.plate !== undefined) {
    const plate = normalisePlate(query.plate);
    if (!plate) return null;
    // The plate's trips (journeys by white-label and plate), then their claims (by journey).
    const claimed = db
      .select({ id: protestJourneys.protestId })
      .from(protestJourneys)
      .innerJoin(journeys, eq(journeys.id, protestJourneys.journeyId))
      .where(and(eq(journeys.whitelabelId, whitelabelId), eq(journeys.plate, plate)));
    conditions.push(inArray(protests.id, claimed));
  }
  if (query.cursor) {
    const after = decodeQueueCursor(query.cursor);
    const at = sql`${after.at}::timestamptz`;
    const beyond = query.order === 'oldest' ? gt : lt;
    conditions.push(
      or(
        beyond(protests.createdAt, at),
        and(eq(protests.createdAt, at), beyond(protests.id, after.id)),
      ) as SQL,
    );
  }
  return conditions;
}

/**
 * One page of the white-label's claims (issue 28 item 8), oldest first by default (the queue:
 * who waited longest comes first), by keyset on (filing time, id): the status filter reads
 * `protests_status_idx` (white-label, status, filing time) in order.
 */
export async function listClaimsQueue(
  db: Database,
  whitelabelId: number,
  query: ClaimsQueueQuery,
  { now, language }: { now: Date; language: Language },
): Promise<ClaimsQueue> {
  const conditions = conditionsOf(whitelabelId, query, now, db);
  if (!conditions) return { claims: [], nextCursor: null };
  const direction = query.order === 'oldest' ? asc : desc;
  const rows = await db
    .select({
      id: protests.id,
      reference: protests.reference,
      type: protests.type,
      status: protests.status,
      reasonCode: protests.reasonCode,
      createdAt: protests.createdAt,
      createdText,
      decidedAt: protests.decidedAt,
    })
    .from(protests)
    .where(and(...conditions))
    .orderBy(direction(protests.createdAt), direction(protests.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const ids = page.map((row) => row.id);
  const [plates, counts, labels] = await Promise.all([
    platesOf(db, ids),
    countsOf(db, ids),
    reasonLabelsOf(db, whitelabelId, language),
  ]);
  const last = page.at(-1);
  return {
    claims: page.map((row) => ({
      reference: row.reference,
      type: row.type,
      status: row.status,
      reasonId: row.reasonCode,
      reasonLabel: labels.get(`${row.type}/${row.reasonCode}`) ?? row.reasonCode,
      plates: plates.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      ageHours: claimAgeHours(row.createdAt, row.decidedAt, now),
      journeyCount: counts.journeys.get(row.id) ?? 0,
      attachmentCount: counts.attachments.get(row.id) ?? 0,
    })),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeQueueCursor({ at: last.createdText, id: last.id })
        : null,
  };
}
