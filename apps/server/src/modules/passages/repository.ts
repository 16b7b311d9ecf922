import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { gantries, passages } from '../../db/schema/index.ts';
import type { Passage } from '../journeys/passage.ts';
import type { Queryable } from '../../db/queryable.ts';
import { columnList, columnNames, recordset } from './recordset.ts';

type PassageRow = typeof passages.$inferSelect;
type NewPassageRow = typeof passages.$inferInsert;

/** Codes of the gantries of a white-label's road (a few). */
export async function findGantryCodes(db: Database, whitelabelId: number): Promise<Set<string>> {
  const rows = await db
    .select({ code: gantries.code })
    .from(gantries)
    .where(eq(gantries.whitelabelId, whitelabelId));
  return new Set(rows.map((row) => row.code));
}

/** The columns ingestion writes (received_at takes its default). */
const insertedColumns = [
  'whitelabelId',
  'passageId',
  'gantry',
  'direction',
  'plate',
  'countryCode',
  'vehicleClass',
  'emissionTier',
  'passedAt',
  'tagPaid',
] as const satisfies readonly (keyof NewPassageRow)[];

/**
 * Inserts the passages in one statement with one parameter (see recordset.ts); a passage id
 * already stored is skipped (ON CONFLICT DO NOTHING). Answers the ids really inserted.
 */
export async function insertNewPassages(
  db: Queryable,
  whitelabelId: number,
  batch: readonly Passage[],
): Promise<Set<string>> {
  if (batch.length === 0) return new Set();
  const rows: NewPassageRow[] = batch.map((passage) => ({
    whitelabelId,
    passageId: passage.passageId,
    gantry: passage.gantry,
    direction: passage.direction,
    plate: passage.plate,
    countryCode: passage.countryCode,
    vehicleClass: passage.vehicleClass,
    emissionTier: passage.emission,
    passedAt: passage.at,
    tagPaid: passage.tagPaid,
  }));
  const columns = columnList(columnNames(passages, insertedColumns));
  // Both drivers answer execute() with a result holding `rows`.
  const result = (await db.execute(sql`
    insert into ${passages} (${columns})
    select ${columns} from ${recordset(passages, rows, insertedColumns)}
    on conflict (whitelabel_id, passage_id) do nothing
    returning passage_id`)) as unknown as { rows: { passage_id: string }[] };
  return new Set(result.rows.map((row) => row.passage_id));
}

/** The stored passages of these ids (those a batch replayed). */
export async function findPassages(
  db: Queryable,
  whitelabelId: number,
  passageIds: readonly string[],
): Promise<Map<string, Passage>> {
  if (passageIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(passages)
    .where(
      and(eq(passages.whitelabelId, whitelabelId), inArray(passages.passageId, [...passageIds])),
    );
  return new Map(rows.map((row) => [row.passageId, passageFromRow(row)]));
}

export function passageFromRow(row: PassageRow): Passage {
  return {
    passageId: row.passageId,
    gantry: row.gantry,
    direction: row.direction,
    plate: row.plate,
    countryCode: row.countryCode,
    vehicleClass: row.vehicleClass,
    emission: row.emissionTier,
    at: row.passedAt,
    tagPaid: row.tagPaid,
  };
}
