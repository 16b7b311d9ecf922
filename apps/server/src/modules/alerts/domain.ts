import {
  type AlertStatusResponse,
  type ConfirmAlertResponse,
  hideEmail,
  isPlateCountry,
} from '@portico/contract';
import type { AlertEndReason, AlertSubscriptionState } from '../../db/schema/alerts.ts';

/**
 * The rules of passage alerts (issue 11), without the database: which address a plate's alerts
 * go to, what a lookup may tell, when a confirmation link or a rental period is over.
 */

const hour = 3_600_000;

/** What the rules read of a subscription row. */
export interface SubscriptionFacts {
  state: AlertSubscriptionState;
  email: string;
  startTime: Date | null;
  endTime: Date | null;
}

/** A rented vehicle's period; null for a vehicle of one's own (no end). */
export type RentalPeriod = { startTime: Date; endTime: Date } | null;

/** Addresses are compared without case, as mail systems deliver them. */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Whether passages are told to this subscription at `now`: confirmed (active), and its rental, if
 * any, not over ("a rented-vehicle subscription stops by itself at endTime", even before a job
 * has ended its row).
 */
export function isInForce(subscription: SubscriptionFacts, now: Date): boolean {
  return (
    subscription.state === 'active' &&
    (subscription.endTime === null || subscription.endTime.getTime() > now.getTime())
  );
}

/**
 * GET /customers (spec 001 section 4): what the plate's alert is for the address typed. The other
 * address is only ever shown masked.
 */
export function alertStatusFor(
  active: SubscriptionFacts | null,
  email: string,
  now: Date,
): AlertStatusResponse {
  if (!active || !isInForce(active, now)) return { alertStatus: 'UNACTIVATED', hiddenEmail: null };
  if (sameAddress(active.email, email)) return { alertStatus: 'ACTIVATED', hiddenEmail: null };
  return { alertStatus: 'ACTIVATED_ANOTHER_EMAIL', hiddenEmail: hideEmail(active.email) };
}

/** The instants a subscription's rental dates may take, around `now`. */
export function rentalWindow(now: Date): { earliestStart: Date; latestEnd: Date } {
  const earliestStart = new Date(now);
  earliestStart.setUTCFullYear(earliestStart.getUTCFullYear() - 1);
  const latestEnd = new Date(now);
  latestEnd.setUTCFullYear(latestEnd.getUTCFullYear() + 2);
  return { earliestStart, latestEnd };
}

/**
 * The rental period of a subscription request: both dates or neither; the end after the start and
 * still to come; within a plausible window (started at most a year ago, ending at most two years
 * ahead). Null answer: invalid_date_range.
 */
export function rentalPeriodOf(
  startTime: string | undefined,
  endTime: string | undefined,
  now: Date,
): { period: RentalPeriod } | null {
  if (startTime === undefined && endTime === undefined) return { period: null };
  if (startTime === undefined || endTime === undefined) return null;
  const start = new Date(startTime);
  const end = new Date(endTime);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const { earliestStart, latestEnd } = rentalWindow(now);
  const plausible = end > start && end > now && start >= earliestStart && end <= latestEnd;
  return plausible ? { period: { startTime: start, endTime: end } } : null;
}

export function samePeriod(a: RentalPeriod, b: RentalPeriod): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.startTime.getTime() === b.startTime.getTime() && a.endTime.getTime() === b.endTime.getTime()
  );
}

export function periodOf(
  subscription: Pick<SubscriptionFacts, 'startTime' | 'endTime'>,
): RentalPeriod {
  const { startTime, endTime } = subscription;
  return startTime && endTime ? { startTime, endTime } : null;
}

/**
 * POST /customers for an address that already receives the plate's alerts: nothing to confirm
 * when the period asked is the one in force. Another period is a change of the subscription and
 * needs the address's confirmation like a new one: without it, anyone knowing the address and
 * the plate could shorten its alerts to nothing.
 */
export function isAlreadyActive(
  active: SubscriptionFacts | null,
  email: string,
  period: RentalPeriod,
  now: Date,
): boolean {
  return (
    active !== null &&
    isInForce(active, now) &&
    sameAddress(active.email, email) &&
    samePeriod(periodOf(active), period)
  );
}

/** When a confirmation link sent at `now` stops working. */
export function confirmationExpiry(now: Date, confirmationHours: number): Date {
  return new Date(now.getTime() + confirmationHours * hour);
}

/** What a confirmation link's row allows at `now`. */
export type ConfirmationVerdict = 'confirmable' | 'invalid' | 'expired';

/**
 * A link confirms only a pending row of the request's tenant (used, superseded or unsubscribed
 * rows have no hash left, so they are unknown: invalid). Past its expiry, or past the rental's
 * end (nothing left to tell), it is expired.
 */
export function confirmationVerdict(
  row:
    | (Pick<SubscriptionFacts, 'state' | 'endTime'> & {
        whitelabelId: number;
        confirmationExpiresAt: Date | null;
      })
    | undefined,
  whitelabelId: number,
  now: Date,
): ConfirmationVerdict {
  if (!row || row.state !== 'pending' || row.whitelabelId !== whitelabelId) return 'invalid';
  const at = now.getTime();
  if (!row.confirmationExpiresAt || row.confirmationExpiresAt.getTime() <= at) return 'expired';
  if (row.endTime && row.endTime.getTime() <= at) return 'expired';
  return 'confirmable';
}

/**
 * What becomes of the plate's active row when another row of the plate is confirmed: replaced,
 * and its address told the plate moved if it is another one; a rental already over had stopped by
 * itself, so its address is not told (the plate is no longer theirs to follow).
 */
export function handOver(
  previous: SubscriptionFacts,
  newEmail: string,
  now: Date,
): { reason: AlertEndReason; tellPrevious: boolean } {
  if (!isInForce(previous, now)) return { reason: 'rental_over', tellPrevious: false };
  return { reason: 'replaced', tellPrevious: !sameAddress(previous.email, newEmail) };
}

/**
 * Whether a journey of the plate at `passageAt` is told to this subscription at `now`: active now,
 * confirmed by then (an address never learns where the vehicle was before it subscribed), and,
 * for a rental, `passageAt` within the period and the period not over.
 */
export function coversPassage(
  subscription: SubscriptionFacts & { confirmedAt: Date | null },
  passageAt: Date,
  now: Date,
): boolean {
  const { confirmedAt, startTime, endTime } = subscription;
  const at = passageAt.getTime();
  return (
    isInForce(subscription, now) &&
    confirmedAt !== null &&
    confirmedAt.getTime() <= at &&
    (startTime === null || startTime.getTime() <= at) &&
    (endTime === null || at < endTime.getTime())
  );
}

/** The answer of a confirmation: the plate and the address now told, masked like every answer. */
export function presentConfirmation(
  row: Pick<SubscriptionFacts, 'email' | 'endTime'> & { countryCode: string; plate: string },
  handoverAt: Date | null = null,
  alreadyConfirmed = false,
): ConfirmAlertResponse {
  // Rows are written from the contract's plate countries only (and the table checks the form).
  if (!isPlateCountry(row.countryCode)) throw new Error('an alert row with an unknown country');
  return {
    countryCode: row.countryCode,
    numberPlate: row.plate,
    hiddenEmail: hideEmail(row.email),
    endTime: row.endTime?.toISOString() ?? null,
    handoverAt: handoverAt?.toISOString() ?? null,
    alreadyConfirmed,
  };
}

/**
 * A link opened again (issue 26 item 16): the row it confirmed is still in force when it is the
 * plate's active one, or confirmed and waiting for its handover, and its rental is not over. A
 * row that ended since (replaced, unsubscribed, rental over) is not: the link is then invalid.
 */
export function stillConfirmed(
  row:
    | (Pick<SubscriptionFacts, 'state' | 'endTime'> & {
        whitelabelId: number;
        confirmedAt: Date | null;
      })
    | undefined,
  whitelabelId: number,
  now: Date,
): boolean {
  if (!row || row.whitelabelId !== whitelabelId || row.confirmedAt === null) return false;
  if (row.state !== 'active' && row.state !== 'pending') return false;
  return !row.endTime || row.endTime.getTime() > now.getTime();
}

/** What switching a customer's alert toggle on does to the plate's alerts (account-alerts.ts). */
export type AccountSubscribeStep =
  /** The account's address already receives them for the plate's period: nothing to write. */
  | { kind: 'unchanged' }
  /** Another address receives them and the customer has not said yes: ask (the dialog). */
  | { kind: 'ask'; hiddenEmail: string }
  /** Write the account's row; the active one, if any, ends (and its address may be told). */
  | { kind: 'subscribe' };

/**
 * The profile's "Notifica Info transito" switched on (spec 000: "enabling when the alert is
 * already active for another e-mail opens the reassignment dialog; confirming subscribes this
 * plate"). A row of another address no longer in force (rental over) is not asked about: it has
 * stopped by itself, as handOver says.
 */
export function accountSubscribeStep(
  active: SubscriptionFacts | null,
  email: string,
  period: RentalPeriod,
  confirmedReassignment: boolean,
  now: Date,
): AccountSubscribeStep {
  if (isAlreadyActive(active, email, period, now)) return { kind: 'unchanged' };
  const heldByAnother = active && isInForce(active, now) && !sameAddress(active.email, email);
  if (heldByAnother && !confirmedReassignment) {
    return { kind: 'ask', hiddenEmail: hideEmail(active.email) };
  }
  return { kind: 'subscribe' };
}

/** Issue 24 item 6: requests to move a plate's alerts one address may make in 30 days. */
export const handoverRequestsPerMonth = 3;
/** After the current address refused, the same address may not ask again for this long. */
export const handoverKeptCooldownDays = 30;

/** When a handover asked at `now` moves without an answer. */
export function handoverMovesAt(now: Date, noticeDays: number): Date {
  return new Date(now.getTime() + noticeDays * 24 * hour);
}

/**
 * Whether confirming `email` for the plate must go through a handover: the plate's alerts are in
 * force at another address (a rental over, or the same address, moves at once as before).
 */
export function needsHandover(active: SubscriptionFacts | null, email: string, now: Date): boolean {
  return active !== null && isInForce(active, now) && !sameAddress(active.email, email);
}
