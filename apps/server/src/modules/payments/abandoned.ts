import { and, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { fleetCharges, payments } from '../../db/schema/index.ts';

/**
 * How long a payment sent to a PSP may wait for a first word from it. Paybox's page times out after
 * 15 minutes (PBX_DISPLAY default, psp-protocols.md 1.2); two hours leaves room for 3-D Secure and
 * slow notifications.
 */
export const abandonedAfterMs = 2 * 60 * 60 * 1000;

/**
 * Closes what nobody will finish: baskets never sent that have expired, and payments sent to a PSP
 * that said nothing (no code at all) for `abandonedAfterMs`. They become CANCELLED, so the status
 * page stops saying "pending". A late success still settles such a payment (settlement.ts: money
 * taken is never ignored). One statement: a settlement holding the row makes it wait, then the
 * condition is read again, so a payment settled meanwhile is left alone. A fleet payment whose
 * charge still awaits the processor's word is the fleet-charge resolution's (fleet-resolution.ts):
 * cancelling it would free trips the card may have paid.
 */
export async function cancelAbandonedPayments(
  db: Database,
  now: Date,
  { whitelabelId }: { whitelabelId?: number } = {},
): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: 'CANCELLED', settledAt: now, updatedAt: sql`now()` })
    .where(
      and(
        whitelabelId === undefined ? undefined : eq(payments.whitelabelId, whitelabelId),
        or(
          and(eq(payments.status, 'OPEN'), lt(payments.expiresAt, now)),
          and(
            eq(payments.status, 'PENDING'),
            isNull(payments.pspCode),
            lt(payments.submittedAt, new Date(now.getTime() - abandonedAfterMs)),
            notExists(
              db
                .select({ paymentId: fleetCharges.paymentId })
                .from(fleetCharges)
                .where(
                  and(eq(fleetCharges.paymentId, payments.id), eq(fleetCharges.state, 'charging')),
                ),
            ),
          ),
        ),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}
