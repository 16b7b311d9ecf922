import { AppError } from '../../shared/app-error.ts';
import type { MailService } from '../mail/service.ts';
import { enqueueAlertMail } from './alert-outbox.ts';
import { newConfirmationToken } from './confirmation-token.ts';
import {
  handOver,
  handoverKeptCooldownDays,
  handoverMovesAt,
  handoverRequestsPerMonth,
  isInForce,
} from './domain.ts';
import {
  closeHandover,
  countHandoversAskedSince,
  findOpenHandover,
  type HandoverRow,
  insertHandover,
  wasKeptFrom,
} from './handover-repository.ts';
import {
  activatePending,
  type AlertVehicle,
  endSubscription,
  findActiveSubscription,
  findSubscriptionById,
  type Queryable,
  type SubscriptionRow,
} from './repository.ts';

/**
 * Moving a plate's alerts from the address receiving them to another (issue 24 item 6). A proved
 * and confirmed request no longer takes them at once: the current address is asked by e-mail and
 * may keep them; without an answer they move at the end of the notice period (the tenant's
 * handoverNoticeDays). Every step runs in the caller's transaction holding the plate's alert lock.
 */

type Mail = Pick<MailService, 'enqueue'>;

const day = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * day);

/**
 * The refusals of a request that will need a handover, before anything is written or mailed:
 * 409 alert_handover_pending (the plate already has one waiting), 409 alert_handover_refused (the
 * current address kept them from this one within the cool-down), 429 too_many_requests (this
 * address asked for handovers handoverRequestsPerMonth times in 30 days).
 */
export async function assertHandoverAllowed(
  tx: Queryable,
  vehicle: AlertVehicle,
  email: string,
  now: Date,
): Promise<void> {
  if (await findOpenHandover(tx, vehicle)) throw new AppError(409, 'alert_handover_pending');
  if (await wasKeptFrom(tx, vehicle, email, daysBefore(now, handoverKeptCooldownDays))) {
    throw new AppError(409, 'alert_handover_refused');
  }
  const asked = await countHandoversAskedSince(
    tx,
    vehicle.whitelabelId,
    email,
    daysBefore(now, 30),
  );
  if (asked >= handoverRequestsPerMonth) throw new AppError(429, 'too_many_requests');
}

/**
 * Opens the handover from `from` (in force at another address) to `to` (pending, its address
 * confirmed) and e-mails the current address the page where it answers. Answers when it moves.
 */
export async function openHandover(
  tx: Queryable,
  mail: Mail,
  {
    from,
    to,
    now,
    noticeDays,
  }: { from: SubscriptionRow; to: SubscriptionRow; now: Date; noticeDays: number },
): Promise<HandoverRow> {
  const { token, hash } = newConfirmationToken();
  const handover = await insertHandover(tx, {
    whitelabelId: from.whitelabelId,
    countryCode: from.countryCode,
    plate: from.plate,
    fromSubscriptionId: from.id,
    toSubscriptionId: to.id,
    requestedAt: now,
    movesAt: handoverMovesAt(now, noticeDays),
    decisionHash: hash,
  });
  await enqueueAlertMail(mail, tx, 'alert_handover_requested', from, {
    handoverId: handover.id,
    token,
  });
  return handover;
}

/**
 * Moves an open handover's alerts now (its period is over, the current address agreed, or its
 * alerts stopped): the plate's active row ends and its address, if the alerts were still in force
 * there, is told (alert_moved); the requesting row becomes active. Withdrawn instead when the
 * requesting row is no longer waiting (unsubscribed, asked again) or its rental is over.
 */
export async function completeHandover(
  tx: Queryable,
  mail: Mail,
  handover: HandoverRow,
  now: Date,
): Promise<'moved' | 'withdrawn'> {
  const to = await findSubscriptionById(tx, handover.toSubscriptionId);
  if (!to || to.state !== 'pending' || (to.endTime && to.endTime.getTime() <= now.getTime())) {
    await closeHandover(tx, handover.id, 'withdrawn', now);
    return 'withdrawn';
  }
  const active = await findActiveSubscription(tx, handover);
  if (active) {
    const { reason, tellPrevious } = handOver(active, to.email, now);
    await endSubscription(tx, active.id, reason, now);
    if (tellPrevious) {
      await enqueueAlertMail(mail, tx, 'alert_moved', active, { subscriptionId: active.id });
    }
  }
  await activatePending(tx, to.id, now);
  await closeHandover(tx, handover.id, 'moved', now);
  return 'moved';
}

/**
 * The current address refused: the handover is closed as kept, the requesting row ends, and its
 * address is told (alert_handover_kept), with where to turn if the vehicle is theirs.
 */
export async function keepAlerts(
  tx: Queryable,
  mail: Mail,
  handover: HandoverRow,
  now: Date,
): Promise<void> {
  await closeHandover(tx, handover.id, 'kept', now);
  const to = await findSubscriptionById(tx, handover.toSubscriptionId);
  if (!to || to.state !== 'pending') return;
  await endSubscription(tx, to.id, 'handover_kept', now);
  await enqueueAlertMail(mail, tx, 'alert_handover_kept', to, { handoverId: handover.id });
}

/** Whether `from` still holds the alerts a handover would move (for the answers' wording). */
export function stillInForce(from: SubscriptionRow, now: Date): boolean {
  return isInForce(from, now);
}
