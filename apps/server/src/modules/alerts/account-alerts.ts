import type { Language } from '@portico/contract';
import type { MailService } from '../mail/service.ts';
import type { VehicleProof } from '../vehicle-proofs/service.ts';
import {
  accountSubscribeStep,
  handOver,
  needsHandover,
  type RentalPeriod,
  sameAddress,
} from './domain.ts';
import { findOpenHandover } from './handover-repository.ts';
import { assertHandoverAllowed, openHandover } from './handovers.ts';
import {
  type AlertVehicle,
  endAddressPlateSubscriptions,
  endSubscription,
  findActiveSubscription,
  findSubscriptionById,
  findTenantSettings,
  insertActive,
  insertConfirmedPending,
  lockVehicleAlerts,
  type Queryable,
  supersedePending,
} from './repository.ts';
import { readAlertSettings } from './settings.ts';

/**
 * A signed-in customer's own passage alerts (issue 12; spec 000 "Notifica Info transito"). The
 * account's address was verified by its activation code, so the toggle subscribes it without the
 * confirmation e-mail of the public form; everything else is as a confirmed link: the plate's
 * alert lock, one active row per plate, a proof of possession (the plate's, issue 24), and a
 * handover when another address receives the plate's alerts (handovers.ts).
 * Each call runs in the caller's transaction, with the plate's row of the customer.
 */

/** The account's subscription to one of its plates. */
export interface AccountAlert {
  vehicle: AlertVehicle;
  /** The account's address: where passages are told. */
  email: string;
  /** The account's language: the e-mails'. */
  language: Language;
  /** A rented vehicle's period (the plate's validity dates); null for one's own. */
  period: RentalPeriod;
  /** Issue 24 item 6: the plate's proof of possession, copied to the subscription. */
  proof: VehicleProof;
}

export type AccountSubscribeResult =
  | { subscribed: true }
  /** Another address receives the plate's alerts and the customer did not confirm the move. */
  | { subscribed: false; hiddenEmail: string }
  /**
   * Issue 24 item 6: the customer confirmed, and the address receiving them was asked: they move
   * to the account's at this instant unless it refuses.
   */
  | { subscribed: false; handoverAt: Date };

export async function subscribeAccountAlert(
  tx: Queryable,
  mail: Pick<MailService, 'enqueue'>,
  { vehicle, email, language, period, proof }: AccountAlert,
  { confirmedReassignment, now }: { confirmedReassignment: boolean; now: Date },
): Promise<AccountSubscribeResult> {
  await lockVehicleAlerts(tx, vehicle);
  const active = (await findActiveSubscription(tx, vehicle)) ?? null;
  const step = accountSubscribeStep(active, email, period, confirmedReassignment, now);
  if (step.kind === 'ask') return { subscribed: false, hiddenEmail: step.hiddenEmail };
  if (step.kind === 'unchanged') return { subscribed: true };
  const row = {
    ...vehicle,
    ...proof,
    email,
    language,
    startTime: period?.startTime ?? null,
    endTime: period?.endTime ?? null,
    createdAt: now,
  };
  if (active && needsHandover(active, email, now)) {
    // The toggle sent again while its handover waits: the same answer, nothing new.
    const open = await findOpenHandover(tx, vehicle);
    const waiting = open ? await findSubscriptionById(tx, open.toSubscriptionId) : undefined;
    if (open && waiting && sameAddress(waiting.email, email)) {
      return { subscribed: false, handoverAt: open.movesAt };
    }
    await assertHandoverAllowed(tx, vehicle, email, now);
    const { handoverNoticeDays } = readAlertSettings(
      await findTenantSettings(tx, vehicle.whitelabelId),
    );
    await supersedePending(tx, vehicle, email, now);
    const to = await insertConfirmedPending(tx, row);
    const handover = await openHandover(tx, mail, {
      from: active,
      to,
      now,
      noticeDays: handoverNoticeDays,
    });
    return { subscribed: false, handoverAt: handover.movesAt };
  }
  if (active) {
    // A rental over or the account's own row: replaced at once, no one to ask or tell.
    const { reason } = handOver(active, email, now);
    await endSubscription(tx, active.id, reason, now);
  }
  // A link the address asked for earlier would replace this row later: it stops working.
  await supersedePending(tx, vehicle, email, now);
  await insertActive(tx, row);
  return { subscribed: true };
}

/**
 * The toggle switched off, or the plate removed from the profile: the account's address stops
 * receiving the plate's alerts. Another address's subscription is not the customer's to end.
 */
export async function endAccountAlert(
  tx: Queryable,
  vehicle: AlertVehicle,
  email: string,
  now: Date,
): Promise<void> {
  await lockVehicleAlerts(tx, vehicle);
  await endAddressPlateSubscriptions(tx, vehicle, email, now);
}
