import { dueDeadlineOf } from '../../journeys/due-deadline.ts';
import type { AlertMailKind } from '../alert-mails.ts';
import type { JourneyRow, SubscriptionRow } from './alert-mail-rows.ts';

/**
 * Whether an alert e-mail still has something to say when the mail job renders it (it may run
 * minutes or, while SMTP is down, hours after the enqueue). A skip means: render nothing, the
 * outbox marks the row skipped (mail/renderer.ts). The jobs only enqueue what is true at the
 * time; these checks see what changed since, and refuse what must never be mailed (a tag-paid trip
 * presented as due) even if a job got it wrong.
 */
export type AlertSkipReason =
  | 'subscription_gone'
  | 'confirmation_used_or_replaced'
  | 'confirmation_expired'
  | 'subscription_not_ended'
  | 'subscription_not_active'
  | 'subscription_not_proven'
  | 'handover_gone'
  | 'handover_not_open'
  | 'handover_not_kept'
  | 'no_alerts_left'
  | 'journey_gone'
  | 'tag_paid'
  | 'outside_rental'
  | 'unpriced'
  | 'no_longer_due'
  | 'deadline_passed'
  | 'no_notice';

/** What to send from, or why not. */
export type AlertCheck<T> = { send: T } | { skip: AlertSkipReason };

export type JourneyAlertKind = Extract<
  AlertMailKind,
  'alert_passage' | 'alert_deadline' | 'alert_notice'
>;

/** A confirmation link only while its row waits for it and the link still works. */
export function checkConfirmation(
  subscription: SubscriptionRow | undefined,
  now: Date,
): AlertCheck<{ subscription: SubscriptionRow; expiresAt: Date }> {
  if (!subscription) return { skip: 'subscription_gone' };
  if (subscription.state !== 'pending' || subscription.confirmationHash === null) {
    return { skip: 'confirmation_used_or_replaced' };
  }
  const expiresAt = subscription.confirmationExpiresAt;
  if (expiresAt === null || expiresAt <= now) return { skip: 'confirmation_expired' };
  return { send: { subscription, expiresAt } };
}

/** "Your alerts moved" only for a subscription that did end (replaced by another address). */
export function checkMoved(subscription: SubscriptionRow | undefined): AlertCheck<SubscriptionRow> {
  if (!subscription) return { skip: 'subscription_gone' };
  if (subscription.state !== 'ended') return { skip: 'subscription_not_ended' };
  return { send: subscription };
}

/** A handover's request to its current address only while the handover is open. */
export function checkHandoverRequest<T extends { handover: { state: string } }>(
  found: T | undefined,
): AlertCheck<T> {
  if (!found) return { skip: 'handover_gone' };
  if (found.handover.state !== 'open') return { skip: 'handover_not_open' };
  return { send: found };
}

/** "They kept the alerts" only for a handover that was kept. */
export function checkHandoverKept<T extends { handover: { state: string } }>(
  found: T | undefined,
): AlertCheck<T> {
  if (!found) return { skip: 'handover_gone' };
  if (found.handover.state !== 'kept') return { skip: 'handover_not_kept' };
  return { send: found };
}

function journeyInState(
  kind: JourneyAlertKind,
  journey: JourneyRow,
  now: Date,
): AlertSkipReason | null {
  switch (kind) {
    case 'alert_passage':
      return journey.dunningKind === 'due' ? null : 'no_longer_due';
    case 'alert_deadline':
      if (journey.dunningKind !== 'due') return 'no_longer_due';
      return dueDeadlineOf(journey) > now ? null : 'deadline_passed';
    case 'alert_notice':
      return journey.dunningKind === 'notice' && journey.pvNumber !== null ? null : 'no_notice';
  }
}

/**
 * A journey's alert (passage, deadline, notice) only while the subscription is active, the
 * journey exists, is priced, owed by its driver (never a tag-paid one), started within a rental's
 * period, and still in the state the e-mail speaks of: due for a passage or a reminder (a paid
 * journey needs neither), before its deadline for a reminder, a notice with its number for a
 * notice. A journey of another plate is a wrong payload, not a change: it throws (retried, loud).
 */
export function checkJourneyAlert(
  kind: JourneyAlertKind,
  subscription: SubscriptionRow | undefined,
  journey: JourneyRow | undefined,
  now: Date,
): AlertCheck<{ subscription: SubscriptionRow; journey: JourneyRow }> {
  if (!subscription) return { skip: 'subscription_gone' };
  if (subscription.state !== 'active') return { skip: 'subscription_not_active' };
  // Issue 24 item 6: nothing is told to an address that did not prove it may follow the vehicle.
  if (subscription.provenAt === null) return { skip: 'subscription_not_proven' };
  if (!journey) return { skip: 'journey_gone' };
  if (
    journey.whitelabelId !== subscription.whitelabelId ||
    journey.plate !== subscription.plate ||
    journey.countryCode !== subscription.countryCode
  ) {
    throw new Error(
      `the alert of journey ${journey.id} names subscription ${subscription.id}, of another plate`,
    );
  }
  if (journey.tagPaidOnly) return { skip: 'tag_paid' };
  const { startTime, endTime } = subscription;
  if (
    startTime !== null &&
    endTime !== null &&
    (journey.firstPassageAt < startTime || journey.firstPassageAt > endTime)
  ) {
    return { skip: 'outside_rental' };
  }
  if (journey.ttcCents === null || journey.dunningKind === null) return { skip: 'unpriced' };
  const reason = journeyInState(kind, journey, now);
  return reason ? { skip: reason } : { send: { subscription, journey } };
}
