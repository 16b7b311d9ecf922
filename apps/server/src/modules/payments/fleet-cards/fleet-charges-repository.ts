import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { fleetCharges, paymentLines, payments } from '../../../db/schema/index.ts';
import type { FleetChargeState } from '../../../db/schema/fleet-charges.ts';
import type { Queryable } from '../../journeys/repository.ts';

/** The fleet charges' reads and writes: Drizzle queries only. */

export type FleetChargeRow = typeof fleetCharges.$inferSelect;
export type NewFleetChargeRow = typeof fleetCharges.$inferInsert;

/** The states in which the resolution job still has something to do. */
export const unresolvedStates = ['charging', 'voiding'] as const satisfies FleetChargeState[];

export async function insertFleetCharge(tx: Queryable, row: NewFleetChargeRow): Promise<void> {
  await tx.insert(fleetCharges).values(row);
}

export async function findFleetCharge(
  db: Queryable,
  paymentId: string,
): Promise<FleetChargeRow | null> {
  const [row] = await db.select().from(fleetCharges).where(eq(fleetCharges.paymentId, paymentId));
  return row ?? null;
}

/** The charge row locked until the transaction ends (take the payment's lock first). */
export async function lockFleetCharge(
  tx: Queryable,
  paymentId: string,
): Promise<FleetChargeRow | null> {
  const [row] = await tx
    .select()
    .from(fleetCharges)
    .where(eq(fleetCharges.paymentId, paymentId))
    .for('update');
  return row ?? null;
}

export async function updateFleetCharge(
  db: Queryable,
  paymentId: string,
  values: Partial<NewFleetChargeRow>,
  { onlyIn }: { onlyIn?: readonly FleetChargeState[] } = {},
): Promise<void> {
  await db
    .update(fleetCharges)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(fleetCharges.paymentId, paymentId),
        onlyIn ? inArray(fleetCharges.state, [...onlyIn]) : undefined,
      ),
    );
}

/**
 * Whether another payment's fleet charge of one of these journeys is still waiting for the
 * processor's answer: the journeys are as good as paid until it comes, so charging them again
 * could only make a duplicate.
 */
export async function hasChargeInFlightOn(
  db: Queryable,
  journeyIds: readonly number[],
  exceptPaymentId: string,
): Promise<boolean> {
  if (journeyIds.length === 0) return false;
  const [row] = await db
    .select({ paymentId: fleetCharges.paymentId })
    .from(fleetCharges)
    .innerJoin(paymentLines, eq(paymentLines.paymentId, fleetCharges.paymentId))
    .where(
      and(
        eq(fleetCharges.state, 'charging'),
        ne(fleetCharges.paymentId, exceptPaymentId),
        inArray(paymentLines.journeyId, [...journeyIds]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Claims up to `limit` unresolved charges due at `now` by moving their next check to
 * `leaseUntil`, in one statement (mail outbox pattern): FOR UPDATE SKIP LOCKED makes another
 * instance's claim take other rows, and one that started before ours committed re-reads these,
 * finds them no longer due and leaves them. If this instance dies, they are due again when the
 * lease ends.
 */
export async function claimDueFleetCharges(
  db: Queryable,
  now: Date,
  limit: number,
  leaseUntil: Date,
  { whitelabelId }: { whitelabelId?: number | undefined } = {},
): Promise<FleetChargeRow[]> {
  const due = db
    .select({ paymentId: fleetCharges.paymentId })
    .from(fleetCharges)
    .where(
      and(
        inArray(fleetCharges.state, [...unresolvedStates]),
        lte(fleetCharges.nextCheckAt, now),
        whitelabelId === undefined ? undefined : eq(fleetCharges.whitelabelId, whitelabelId),
      ),
    )
    .orderBy(asc(fleetCharges.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(fleetCharges)
    .set({ nextCheckAt: leaseUntil, updatedAt: sql`now()` })
    .where(inArray(fleetCharges.paymentId, due))
    .returning();
}

/**
 * Flags the payment of a charge whose fate is unknown as possibly owing a refund, while it is
 * still PENDING (a resolution clears or confirms the flag).
 */
export async function flagPendingRefund(db: Queryable, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ refundDue: true, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')));
}
