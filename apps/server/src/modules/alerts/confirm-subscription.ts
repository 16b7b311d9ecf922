import type { Database } from '../../db/database.ts';
import { isRetryableConflict, sqlStateOf } from '../../db/data-errors.ts';
import { AppError } from '../../shared/app-error.ts';
import type { MailService } from '../mail/service.ts';
import { confirmationVerdict, handOver, needsHandover } from './domain.ts';
import { assertHandoverAllowed, openHandover } from './handovers.ts';
import {
  activateSubscription,
  endSubscription,
  findActiveSubscription,
  lockVehicleAlerts,
  markConfirmed,
  type SubscriptionRow,
} from './repository.ts';

/** A unique violation: the plate got an active row in between (only without the lock). */
const uniqueViolation = '23505';
const attempts = 3;

export interface Confirmation {
  tenant: { id: number };
  /** The row the link's hash found, read outside the transaction. */
  row: SubscriptionRow | undefined;
  hash: string;
  now: Date;
  /** The tenant's handoverNoticeDays (settings.ts). */
  noticeDays: number;
}

/** What a confirmation did: the row, and the handover it opened if the plate was someone else's. */
export interface Confirmed {
  row: SubscriptionRow;
  /** When the alerts move to this address unless the current one refuses; null: they go now. */
  handoverAt: Date | null;
}

/**
 * Makes a confirmed row the plate's one active subscription, in one transaction holding the
 * plate's alert lock: the previous active row ends (replaced, or rental_over if its rental had
 * stopped by itself). Two confirmations of one plate at once run one after the other, so exactly
 * one row stays active. When the plate's alerts are in force at another address (issue 24 item
 * 6), they do not move now: the row is confirmed but stays pending, and a handover asks that
 * address first (handovers.ts); 409/429 as assertHandoverAllowed says.
 */
export async function confirmSubscription(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  { tenant, row, hash, now, noticeDays }: Confirmation,
): Promise<Confirmed> {
  throwUnlessConfirmable(row, tenant.id, now);
  const pending: SubscriptionRow = row;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockVehicleAlerts(tx, pending);
        const previous = await findActiveSubscription(tx, pending);
        if (previous && previous.id !== pending.id && needsHandover(previous, pending.email, now)) {
          await assertHandoverAllowed(tx, pending, pending.email, now);
          // Single use: the hash goes now, though the row waits for the handover.
          if (!(await markConfirmed(tx, pending.id, hash, now))) {
            throw new AppError(404, 'alert_confirmation_invalid');
          }
          const confirmed = { ...pending, confirmedAt: now, confirmationHash: null };
          const handover = await openHandover(tx, mail, {
            from: previous,
            to: confirmed,
            now,
            noticeDays,
          });
          return { row: confirmed, handoverAt: handover.movesAt };
        }
        if (previous && previous.id !== pending.id) {
          // A rental over (stopped by itself) or the same address: replaced at once, no one told.
          const { reason } = handOver(previous, pending.email, now);
          await endSubscription(tx, previous.id, reason, now);
        }
        // Single use: the hash goes with the activation; a link used meanwhile finds nothing.
        if (!(await activateSubscription(tx, pending.id, hash, now))) {
          throw new AppError(404, 'alert_confirmation_invalid');
        }
        const activated = { ...pending, state: 'active' as const, confirmedAt: now };
        return { row: { ...activated, confirmationHash: null }, handoverAt: null };
      });
    } catch (error) {
      const retry =
        attempt < attempts && (isRetryableConflict(error) || sqlStateOf(error) === uniqueViolation);
      if (!retry) throw error;
    }
  }
}

function throwUnlessConfirmable(
  row: SubscriptionRow | undefined,
  whitelabelId: number,
  now: Date,
): asserts row is SubscriptionRow {
  const verdict = confirmationVerdict(row, whitelabelId, now);
  if (verdict === 'invalid') throw new AppError(404, 'alert_confirmation_invalid');
  if (verdict === 'expired') throw new AppError(410, 'alert_confirmation_expired');
}
