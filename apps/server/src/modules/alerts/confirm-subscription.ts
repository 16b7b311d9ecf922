import type { Database } from '../../db/database.ts';
import { isRetryableConflict, sqlStateOf } from '../../db/data-errors.ts';
import { AppError } from '../../shared/app-error.ts';
import type { MailService } from '../mail/service.ts';
import { enqueueAlertMail } from './alert-outbox.ts';
import { confirmationVerdict, handOver } from './domain.ts';
import {
  activateSubscription,
  endSubscription,
  findActiveSubscription,
  lockVehicleAlerts,
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
}

/**
 * Makes a confirmed row the plate's one active subscription, in one transaction holding the
 * plate's alert lock: the previous active row ends (replaced, or rental_over if its rental had
 * stopped by itself) and its address, if another, is told by an alert_moved e-mail written in the
 * same transaction. Two confirmations of one plate at once run one after the other, so exactly one
 * row stays active, and the second tells the first's address. Answers the activated row.
 */
export async function confirmSubscription(
  db: Database,
  mail: Pick<MailService, 'enqueue'>,
  { tenant, row, hash, now }: Confirmation,
): Promise<SubscriptionRow> {
  throwUnlessConfirmable(row, tenant.id, now);
  const pending: SubscriptionRow = row;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockVehicleAlerts(tx, pending);
        const previous = await findActiveSubscription(tx, pending);
        if (previous && previous.id !== pending.id) {
          const { reason, tellPrevious } = handOver(previous, pending.email, now);
          await endSubscription(tx, previous.id, reason, now);
          if (tellPrevious) {
            await enqueueAlertMail(mail, tx, 'alert_moved', previous, {
              subscriptionId: previous.id,
            });
          }
        }
        // Single use: the hash goes with the activation; a link used meanwhile finds nothing.
        if (!(await activateSubscription(tx, pending.id, hash, now))) {
          throw new AppError(404, 'alert_confirmation_invalid');
        }
        return { ...pending, state: 'active', confirmedAt: now, confirmationHash: null };
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
