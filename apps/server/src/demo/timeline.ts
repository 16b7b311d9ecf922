import { addParisDays, parisDate } from '@portico/contract';
import type { TripEnd } from './plates.ts';

/**
 * Where the demo trips sit in time, relative to the seeding moment. Pure: the clock is a parameter.
 * The spec's countdown counts Paris calendar days (contract daysLeft), so a trip meant to show
 * "2 days" must have its deadline on the Paris day after tomorrow whatever the hour of seeding.
 */

const minute = 60_000;
const hour = 60 * minute;

/** Midnight in Paris that starts the Paris day of `instant` (CET or CEST). */
export function parisDayStart(instant: Date): Date {
  const date = parisDate(instant);
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * hour);
    const before = new Date(candidate.getTime() - 1);
    if (parisDate(candidate) === date && parisDate(before) !== date) return candidate;
  }
  throw new RangeError(`no Paris midnight found for ${date}`);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * The last passage of a trip that must end `end`. For daysLeft, the deadline (last passage +
 * the payment window) is put on the Paris day `daysLeft` days ahead, about an hour earlier in the
 * day than now, and kept inside that day; then the passage must not be in the future (3 days)
 * and the deadline not passed (the last day). Only in the last minute before Paris midnight can
 * the last day not be placed: its deadline then is a minute away.
 */
export function lastPassageAt(end: TripEnd, now: Date, paymentWindowHours: number): Date {
  if ('minutesAgo' in end) return new Date(now.getTime() - end.minutesAgo * minute);
  if ('daysAgo' in end) return addParisDays(now, -end.daysAgo);
  const window = paymentWindowHours * hour;
  const dayStart = parisDayStart(addParisDays(now, end.daysLeft)).getTime();
  const nextDayStart = parisDayStart(addParisDays(now, end.daysLeft + 1)).getTime();
  const target = end.daysLeft === 0 ? now.getTime() + 3 * hour : now.getTime() - hour;
  const inTargetDay = clamp(
    end.daysLeft === 0 ? target : addParisDays(new Date(target), end.daysLeft).getTime(),
    dayStart + minute,
    nextDayStart - minute,
  );
  const deadline = clamp(inTargetDay, now.getTime() + minute, now.getTime() + window);
  return new Date(deadline - window);
}
