import { and, asc, eq, inArray, isNotNull, lte, not, notInArray, sql } from 'drizzle-orm';
import { journeys, passages, pvCounters, whitelabels } from '../../db/schema/index.ts';
import { updateIfChanged } from '../../db/seed/upsert.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { Passage } from './passage.ts';
import { passageFromRow } from '../passages/repository.ts';
import { columnList, columnNames, recordset } from '../passages/recordset.ts';
import { type JourneySettings, journeySettingsSchema } from './settings.ts';

// Here too for the many repositories that import it from this module.
export type { Queryable } from '../../db/queryable.ts';

export type JourneyRow = typeof journeys.$inferSelect;
export type NewJourneyRow = typeof journeys.$inferInsert;

/** A vehicle: a plate in a country. */
export interface PlateRef {
  plate: string;
  countryCode: string;
}

export const plateKey = (ref: PlateRef): string => `${ref.plate}|${ref.countryCode}`;

export interface TenantJourneySettings {
  code: string;
  settings: JourneySettings;
}

/** The white-label's code and its journey settings (its settings jsonb read onto the defaults). */
export async function findJourneySettings(
  db: Queryable,
  whitelabelId: number,
): Promise<TenantJourneySettings> {
  const [row] = await db
    .select({ code: whitelabels.code, settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  if (!row) throw new Error(`no white-label ${whitelabelId}`);
  return { code: row.code, settings: journeySettingsSchema.parse(row.settings) };
}

/**
 * The white-label's "every plate" lock: lockPlates takes it shared (never waiting on another
 * lockPlates), lockAllPlates exclusive. A fleet import of 20,000 plates cannot take 20,000
 * advisory locks (PostgreSQL's lock table holds ~6,400 by default: "out of shared memory").
 */
const allPlatesKey = -1;

/**
 * Serialises the rebuilds of these plates until the transaction ends (advisory locks taken in one
 * order, so two rebuilds sharing plates cannot deadlock). Also waits for a lockAllPlates.
 */
export async function lockPlates(
  tx: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<void> {
  if (plates.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${whitelabelId}::int, ${allPlatesKey}::int)`,
  );
  // The keys as one JSON parameter rather than one parameter per plate (see recordset.ts).
  const keys = JSON.stringify(plates.map(plateKey));
  await tx.execute(sql`
    select pg_advisory_xact_lock(${whitelabelId}::int, h)
    from (select distinct hashtext(k) as h
      from jsonb_array_elements_text(cast(${keys} as text)::jsonb) as k order by h) as s`);
}

/**
 * Serialises this transaction with every lockPlates of the white-label until it ends: for a
 * write touching too many plates to lock one by one (the fleet import), at the cost of holding
 * the white-label's rebuilds back while it lasts.
 */
export async function lockAllPlates(tx: Queryable, whitelabelId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${whitelabelId}::int, ${allPlatesKey}::int)`);
}

/**
 * Takes the rebuild locks of those of these plates that are free, without waiting, and answers
 * them; the others are held by another rebuild. Held until the transaction ends.
 */
export async function tryLockPlates(
  tx: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<PlateRef[]> {
  if (plates.length === 0) return [];
  const byKey = new Map(plates.map((ref) => [plateKey(ref), ref]));
  const keys = JSON.stringify([...byKey.keys()]);
  const result = (await tx.execute(sql`
    select k from jsonb_array_elements_text(cast(${keys} as text)::jsonb) as k
    where pg_try_advisory_xact_lock(${whitelabelId}::int, hashtext(k))`)) as unknown as {
    rows: { k: string }[];
  };
  return result.rows.flatMap((row) => byKey.get(row.k) ?? []);
}

/**
 * Takes the plate's rebuild lock if it is free, without waiting (the dunning job holds journey
 * rows, which a rebuild holding the plate lock may be waiting for: waiting here could deadlock).
 * Held until the transaction ends.
 */
export async function tryLockPlate(
  tx: Queryable,
  whitelabelId: number,
  ref: PlateRef,
): Promise<boolean> {
  // Both drivers answer execute() with a result holding `rows`.
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${whitelabelId}::int, hashtext(${plateKey(ref)})) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

function ofPlates<T extends PlateRef>(rows: T[], plates: readonly PlateRef[]): T[] {
  const wanted = new Set(plates.map(plateKey));
  return rows.filter((row) => wanted.has(plateKey(row)));
}

/** The journeys of these plates, locked for update (the rebuild decides on them). */
export async function findPlateJourneysForUpdate(
  tx: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<JourneyRow[]> {
  const rows = await tx
    .select()
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        inArray(journeys.plate, [...new Set(plates.map((ref) => ref.plate))]),
      ),
    )
    .for('update');
  return ofPlates(rows, plates);
}

/** Every stored passage of these plates. */
export async function findPlatePassages(
  tx: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<Passage[]> {
  const rows = await tx
    .select()
    .from(passages)
    .where(
      and(
        eq(passages.whitelabelId, whitelabelId),
        inArray(passages.plate, [...new Set(plates.map((ref) => ref.plate))]),
      ),
    );
  return ofPlates(rows, plates).map(passageFromRow);
}

/** The columns a rebuild owns; the dunning, payment and case columns are not among them. */
const builtColumns = [
  'plate',
  'countryCode',
  'direction',
  'inGate',
  'outGate',
  'firstPassageAt',
  'lastPassageAt',
  'vehicleClass',
  'emissionTier',
  'status',
  'completed',
  'passageIds',
  'gantries',
  'billableGantries',
  'tagPaidGantries',
  'tagPaidOnly',
  'pricingError',
  'htCents',
  'tvaCents',
  'ttcCents',
  'tvaRate',
  'tariffDate',
  'deadline',
  'dunning',
  'dunningKind',
  'paymentLimit',
  'nextTransitionAt',
] as const satisfies readonly (keyof NewJourneyRow)[];

/** Stable text of a jsonb value: object keys sorted (jsonb reorders them). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/**
 * Whether two column values are equal as stored. Scalars, dates and arrays are compared directly
 * (a batch compares hundreds of rows x 27 columns: serialising each was a visible share of the
 * rebuild's CPU); only jsonb objects go through their canonical text.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return a == b;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (typeof a === 'object' && typeof b === 'object') return canonical(a) === canonical(b);
  return false;
}

/** Whether a rebuilt row would change nothing the rebuild owns in the stored one. */
export function sameBuiltJourney(stored: JourneyRow, rebuilt: NewJourneyRow): boolean {
  return builtColumns.every((column) => sameValue(stored[column], rebuilt[column]));
}

/** The columns a new journey is inserted with: its identity and what the rebuild owns. */
const insertedColumns = ['whitelabelId', 'key', ...builtColumns] as const;

/**
 * Inserts or updates the rebuilt journeys by key in one statement, the rows sent as one parameter
 * (see passages/recordset.ts). A row is only rewritten when a value differs (a replay leaves
 * updated_at alone), and never when it is frozen. Answers the id of each row written, by key.
 */
export async function upsertBuiltJourneys(
  tx: Queryable,
  rows: readonly NewJourneyRow[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const { set, setWhere } = updateIfChanged(journeys, builtColumns);
  const columns = columnList(columnNames(journeys, insertedColumns));
  const assignments = sql.join(
    Object.entries(set).map(([key, value]) => {
      const [name] = columnNames(journeys, [key as keyof NewJourneyRow]);
      return sql`${sql.identifier(name ?? key)} = ${value}`;
    }),
    sql`, `,
  );
  // Both drivers answer execute() with a result holding `rows`.
  const result = (await tx.execute(sql`
    insert into ${journeys} (${columns})
    select ${columns} from ${recordset(journeys, rows, insertedColumns)}
    on conflict (whitelabel_id, key) do update set ${assignments}
    where not ${journeys.frozen} and (${setWhere})
    returning key, id`)) as unknown as { rows: { key: string; id: number }[] };
  return new Map(result.rows.map((row) => [row.key, row.id]));
}

/** Removes journeys a rebuild no longer makes (merged into another); frozen ones stay. */
export async function deleteUnfrozenJourneys(tx: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.delete(journeys).where(and(inArray(journeys.id, [...ids]), not(journeys.frozen)));
}

/** The tenants that have ongoing journeys (the completion job's first question). */
export async function findTenantsWithOngoingJourneys(db: Queryable): Promise<number[]> {
  const rows = await db
    .selectDistinct({ whitelabelId: journeys.whitelabelId })
    .from(journeys)
    .where(eq(journeys.status, 'EN_COURS'));
  return rows.map((row) => row.whitelabelId);
}

/** Plates with an ongoing journey whose last passage is before `quietSince`. */
export async function findQuietOngoingPlates(
  db: Queryable,
  whitelabelId: number,
  quietSince: Date,
  limit: number,
): Promise<PlateRef[]> {
  return db
    .selectDistinct({ plate: journeys.plate, countryCode: journeys.countryCode })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        eq(journeys.status, 'EN_COURS'),
        sql`${journeys.lastPassageAt} < ${quietSince}`,
      ),
    )
    .limit(limit);
}

/**
 * Claims up to `limit` journeys whose dunning clock has run out, locked until the transaction
 * ends; rows another instance holds are skipped (FOR UPDATE SKIP LOCKED), never waited for.
 */
export async function claimDueJourneys(
  tx: Queryable,
  now: Date,
  limit: number,
  { whitelabelId, skipIds = [] }: { whitelabelId?: number; skipIds?: readonly number[] } = {},
): Promise<JourneyRow[]> {
  return tx
    .select()
    .from(journeys)
    .where(
      and(
        isNotNull(journeys.nextTransitionAt),
        lte(journeys.nextTransitionAt, now),
        whitelabelId === undefined ? undefined : eq(journeys.whitelabelId, whitelabelId),
        skipIds.length === 0 ? undefined : notInArray(journeys.id, [...skipIds]),
      ),
    )
    .orderBy(asc(journeys.nextTransitionAt), asc(journeys.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Whether another journey of this plate already had a notice (so this one is not a first). */
export async function plateHasOtherNotice(tx: Queryable, journey: JourneyRow): Promise<boolean> {
  const rows = await tx
    .select({ id: journeys.id })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, journey.whitelabelId),
        eq(journeys.plate, journey.plate),
        eq(journeys.countryCode, journey.countryCode),
        isNotNull(journeys.noticeDate),
        sql`${journeys.id} <> ${journey.id}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The next payment-notice number of a white-label for a year, e.g. A79-2026-000001. The counter
 * row stays locked until the transaction ends, so numbers are unique across instances.
 */
export async function nextPvNumber(
  tx: Queryable,
  tenant: { id: number; code: string },
  year: number,
): Promise<string> {
  const [row] = await tx
    .insert(pvCounters)
    .values({ whitelabelId: tenant.id, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [pvCounters.whitelabelId, pvCounters.year],
      set: { lastValue: sql`${pvCounters.lastValue} + 1` },
    })
    .returning({ lastValue: pvCounters.lastValue });
  if (!row) throw new Error('the pv counter returned no row');
  return `${tenant.code.toUpperCase()}-${year}-${String(row.lastValue).padStart(6, '0')}`;
}

export async function updateJourney(
  tx: Queryable,
  id: number,
  values: Partial<NewJourneyRow>,
): Promise<void> {
  await tx
    .update(journeys)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(journeys.id, id));
}

export async function findJourneys(db: Queryable, whitelabelId: number): Promise<JourneyRow[]> {
  return db
    .select()
    .from(journeys)
    .where(eq(journeys.whitelabelId, whitelabelId))
    .orderBy(asc(journeys.firstPassageAt), asc(journeys.id));
}

export async function findJourney(db: Queryable, id: number): Promise<JourneyRow | undefined> {
  const [row] = await db.select().from(journeys).where(eq(journeys.id, id));
  return row;
}
