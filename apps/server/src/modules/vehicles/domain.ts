import { hideEmail, plateOwnersMax, type RegisteredPlate } from '@portico/contract';

/** A rented vehicle's period, or null for a vehicle of one's own. */
export type ValidityPeriod = { start: Date; end: Date } | null;

/** Vehicles one customer may register: plenty for a family or a small fleet, and a bound. */
export const platesPerCustomerMax = 100;

/**
 * The rental period of an added plate ("Avevo un veicolo a noleggio"): both dates or neither; the
 * end after the start; within a plausible window around `now` (started at most a year ago, ending
 * at most two years ahead, as the alerts' rental dates). A period already over is accepted: the
 * profile lists it, and the alert toggle is hidden for it (spec 000 section 6). Null answer:
 * invalid_date_range.
 */
export function validityPeriodOf(
  start: string | undefined,
  end: string | undefined,
  now: Date,
): { period: ValidityPeriod } | null {
  if (start === undefined && end === undefined) return { period: null };
  if (start === undefined || end === undefined) return null;
  const startAt = new Date(start);
  const endAt = new Date(end);
  if (Number.isNaN(startAt.getTime()) || Number.isNaN(endAt.getTime())) return null;
  const earliestStart = new Date(now);
  earliestStart.setUTCFullYear(earliestStart.getUTCFullYear() - 1);
  const latestEnd = new Date(now);
  latestEnd.setUTCFullYear(latestEnd.getUTCFullYear() + 2);
  const plausible = endAt > startAt && startAt >= earliestStart && endAt <= latestEnd;
  return plausible ? { period: { start: startAt, end: endAt } } : null;
}

/**
 * The period the alerts of a plate switched on by its toggle cover: none for a vehicle of one's
 * own, the validity dates of a rented one. Null (invalid_date_range) when the rental is over: the
 * profile hides the toggle then (spec 000 section 6), and nothing would be told any more.
 */
export function alertPeriodOf(
  start: Date | null,
  end: Date | null,
  now: Date,
): { period: { startTime: Date; endTime: Date } | null } | null {
  if (start === null || end === null) return { period: null };
  return end.getTime() > now.getTime() ? { period: { startTime: start, endTime: end } } : null;
}

/** GET /users/me/vehicles: by plate ascending (spec 000 section 7), then country, then age. */
export function sortedByPlate(plates: readonly RegisteredPlate[]): RegisteredPlate[] {
  return [...plates].sort(
    (a, b) =>
      compare(a.numberPlate, b.numberPlate) || compare(a.countryCode, b.countryCode) || a.id - b.id,
  );
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * What the public owner lookup may tell of the accounts that registered a plate: each address
 * masked (hideEmail), each mask once, at most plateOwnersMax; never more.
 */
export function obscuredOwners(emails: readonly string[]): string[] {
  return [...new Set(emails.map(hideEmail))].slice(0, plateOwnersMax);
}
