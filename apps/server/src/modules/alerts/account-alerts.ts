import type { Language } from '@portico/contract';
import type { MailService } from '../mail/service.ts';
import { enqueueAlertMail } from './alert-outbox.ts';
import { accountSubscribeStep, handOver, type RentalPeriod } from './domain.ts';
import {
  type AlertVehicle,
  endAddressPlateSubscriptions,
  endSubscription,
  findActiveSubscription,
  insertActive,
  lockVehicleAlerts,
  type Queryable,
  supersedePending,
} from './repository.ts';

/**
 * A signed-in customer's own passage alerts (issue 12; spec 000 "Notifica Info transito"). The
 * account's address was verified by its activation code, so the toggle subscribes it at once,
 * without the confirmation e-mail of the public form; everything else is as a confirmed link: the
 * plate's alert lock, one active row per plate, and the previous address told by alert_moved.
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
}

export type AccountSubscribeResult =
  | { subscribed: true }
  /** Another address receives the plate's alerts and the customer did not confirm the move. */
  | { subscribed: false; hiddenEmail: string };

export async function subscribeAccountAlert(
  tx: Queryable,
  mail: Pick<MailService, 'enqueue'>,
  { vehicle, email, language, period }: AccountAlert,
  { confirmedReassignment, now }: { confirmedReassignment: boolean; now: Date },
): Promise<AccountSubscribeResult> {
  await lockVehicleAlerts(tx, vehicle);
  const active = (await findActiveSubscription(tx, vehicle)) ?? null;
  const step = accountSubscribeStep(active, email, period, confirmedReassignment, now);
  if (step.kind === 'ask') return { subscribed: false, hiddenEmail: step.hiddenEmail };
  if (step.kind === 'unchanged') return { subscribed: true };
  if (active) {
    const { reason, tellPrevious } = handOver(active, email, now);
    await endSubscription(tx, active.id, reason, now);
    if (tellPrevious) {
      await enqueueAlertMail(mail, tx, 'alert_moved', active, { subscriptionId: active.id });
    }
  }
  // A link the address asked for earlier would replace this row later: it stops working.
  await supersedePending(tx, vehicle, email, now);
  await insertActive(tx, {
    ...vehicle,
    email,
    language,
    startTime: period?.startTime ?? null,
    endTime: period?.endTime ?? null,
    createdAt: now,
  });
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
