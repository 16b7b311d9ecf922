import type { Database } from '../../../db/database.ts';
import { claimDueFleetCharges, flagPendingRefund } from './fleet-charges-repository.ts';
import { type FleetLogger, type FleetOutcomes, postponeCharge } from './fleet-outcome.ts';
import { fleetLeaseMs } from './fleet-timing.ts';
import type { FleetCardProcessor } from './processor.ts';

export interface FleetResolutionDeps {
  db: Database;
  processor: FleetCardProcessor;
  outcomes: FleetOutcomes;
  logger: FleetLogger;
  timeoutMs: number;
}

/** Charges one run claims at most (each may take two processor calls). */
const batch = 10;

/**
 * The resolution job (issue 9 item 4): fleet charges whose answer never came (the server died or
 * timed out during the call) are looked up at the processor once their grace is over, by their
 * idempotency key; voids the processor has not confirmed are sent again. Claimed with FOR UPDATE
 * SKIP LOCKED and a lease, so two instances never both act on one charge.
 * - approved: the payment settles (or is DUPLICATED with refund_due and the charge voided);
 * - refused or not found: REJECTED, the trips payable again, and the key voided just in case;
 * - processor unreachable: asked again with backoff, the payment flagged refund_due meanwhile
 *   (money may have moved); the flag goes when the processor answers.
 * Answers how many charges it looked at.
 */
export async function resolveFleetCharges(
  { db, processor, outcomes, logger, timeoutMs }: FleetResolutionDeps,
  now: Date,
  { whitelabelId }: { whitelabelId?: number } = {},
): Promise<number> {
  const leaseUntil = new Date(now.getTime() + fleetLeaseMs(timeoutMs, batch));
  const charges = await claimDueFleetCharges(db, now, batch, leaseUntil, { whitelabelId });
  for (const charge of charges) {
    if (charge.state === 'voiding') {
      await outcomes.voidCharge(charge, now);
      continue;
    }
    let found;
    try {
      found = await processor.find(charge.chargeKey);
    } catch (error) {
      await postponeCharge({ db, logger }, charge, {
        state: 'charging',
        error,
        now,
        message:
          'fleet charge unresolved: the processor cannot be reached; refund_due flagged until it answers',
      });
      // Money may have moved: flagged until the processor answers.
      await flagPendingRefund(db, charge.paymentId);
      continue;
    }
    logger.warn(
      { chargeKey: charge.chargeKey, found: found.status },
      'fleet charge looked up after its answer was lost',
    );
    await outcomes.applyAnswer(charge.paymentId, found, 'lookup', now);
  }
  return charges.length;
}
