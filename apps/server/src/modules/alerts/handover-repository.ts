import { aliasedTable, and, count, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  type AlertHandoverState,
  alertHandovers,
  alertSubscriptions,
} from '../../db/schema/alerts.ts';
import type { AlertVehicle, Queryable, SubscriptionRow } from './repository.ts';

/** The queries of alert handovers (issue 24 item 6; handovers.ts). Alias h = alert_handovers. */

export type HandoverRow = typeof alertHandovers.$inferSelect;

const h = alertHandovers;
const s = alertSubscriptions;

export async function insertHandover(
  tx: Queryable,
  row: Omit<typeof alertHandovers.$inferInsert, 'id' | 'state' | 'decidedAt'>,
): Promise<HandoverRow> {
  const [inserted] = await tx
    .insert(h)
    .values({ ...row, state: 'open' })
    .returning();
  if (!inserted) throw new Error('the alert handover insert returned no row');
  return inserted;
}

/** The plate's open handover, if any (at most one: alert_handovers_open_plate_key). */
export async function findOpenHandover(
  db: Queryable,
  vehicle: AlertVehicle,
): Promise<HandoverRow | undefined> {
  const [row] = await db
    .select()
    .from(h)
    .where(
      and(
        eq(h.whitelabelId, vehicle.whitelabelId),
        eq(h.countryCode, vehicle.countryCode),
        eq(h.plate, vehicle.plate),
        eq(h.state, 'open'),
      ),
    );
  return row;
}

/** A handover with the subscriptions on both sides. */
export interface HandoverWithSides {
  handover: HandoverRow;
  from: SubscriptionRow;
  to: SubscriptionRow;
}

async function findHandoverWhere(
  db: Queryable,
  where: SQL | undefined,
): Promise<HandoverWithSides | undefined> {
  const to = aliasedTable(s, 'to_subscription');
  const [row] = await db
    .select({ handover: h, from: s, to })
    .from(h)
    .innerJoin(s, eq(s.id, h.fromSubscriptionId))
    .innerJoin(to, eq(to.id, h.toSubscriptionId))
    .where(where);
  return row;
}

/** A handover by the hash of its links' token (the page's calls). */
export function findHandoverByHash(
  db: Queryable,
  hash: string,
): Promise<HandoverWithSides | undefined> {
  return findHandoverWhere(db, eq(h.decisionHash, hash));
}

/** A handover by id (its e-mails' renderers). */
export function findHandoverById(
  db: Queryable,
  id: number,
): Promise<HandoverWithSides | undefined> {
  return findHandoverWhere(db, eq(h.id, id));
}

/** Locks an open handover for a decision or a move; undefined once it is no longer open. */
export async function lockOpenHandover(
  tx: Queryable,
  id: number,
): Promise<HandoverRow | undefined> {
  const [row] = await tx
    .select()
    .from(h)
    .where(and(eq(h.id, id), eq(h.state, 'open')))
    .for('update');
  return row;
}

export async function closeHandover(
  tx: Queryable,
  id: number,
  state: Exclude<AlertHandoverState, 'open'>,
  now: Date,
): Promise<void> {
  await tx.update(h).set({ state, decidedAt: now }).where(eq(h.id, id));
}

/**
 * Open handovers to move at `now`: their notice period is over, or the alerts they move from are
 * no longer in force (unsubscribed, replaced, a rental over): nothing is left to wait for. Read
 * without locks: each is then moved in a transaction of its own under the plate's alert lock,
 * where a second instance finds it no longer open.
 */
export async function findDueHandovers(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<HandoverRow[]> {
  const rows = await db
    .select({ handover: h })
    .from(h)
    .innerJoin(s, eq(s.id, h.fromSubscriptionId))
    .where(
      and(
        eq(h.state, 'open'),
        or(
          lte(h.movesAt, now),
          sql`${s.state} <> 'active'`,
          sql`(${s.endTime} is not null and ${s.endTime} <= ${now})`,
        ),
      ),
    )
    .orderBy(h.movesAt)
    .limit(limit);
  return rows.map((row) => row.handover);
}

/** Handovers an address asked for since `since` (the requesting rows are the address's). */
export async function countHandoversAskedSince(
  db: Queryable,
  whitelabelId: number,
  email: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ asked: count() })
    .from(h)
    .innerJoin(s, eq(s.id, h.toSubscriptionId))
    .where(
      and(
        eq(h.whitelabelId, whitelabelId),
        sql`lower(${s.email}) = lower(${email})`,
        gt(h.requestedAt, since),
      ),
    );
  return row?.asked ?? 0;
}

/** Whether the plate's current address refused this address's request since `since`. */
export async function wasKeptFrom(
  db: Queryable,
  vehicle: AlertVehicle,
  email: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: h.id })
    .from(h)
    .innerJoin(s, eq(s.id, h.toSubscriptionId))
    .where(
      and(
        eq(h.whitelabelId, vehicle.whitelabelId),
        eq(h.countryCode, vehicle.countryCode),
        eq(h.plate, vehicle.plate),
        eq(h.state, 'kept'),
        gt(h.decidedAt, since),
        sql`lower(${s.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The open handovers to these accounts' plates, by their requesting rows' address: the profile's
 * "alerts move to you on" line (vehicles repository).
 */
export async function openHandoversTo(
  db: Queryable,
  whitelabelId: number,
  email: string,
): Promise<Pick<HandoverRow, 'countryCode' | 'plate' | 'movesAt'>[]> {
  return db
    .select({ countryCode: h.countryCode, plate: h.plate, movesAt: h.movesAt })
    .from(h)
    .innerJoin(s, eq(s.id, h.toSubscriptionId))
    .where(
      and(
        eq(h.whitelabelId, whitelabelId),
        eq(h.state, 'open'),
        inArray(s.state, ['pending']),
        sql`lower(${s.email}) = lower(${email})`,
      ),
    );
}
