import type { Journey } from './journey.ts';
import { parisDate } from '../time/paris-time.ts';

/**
 * Spec 000 section 4 "Deadline message", as a message key and its parameters; the web turns the
 * key into text in the user's language ("Trasmessa alla Procura", "Ritardato pagamento", ...).
 */
export type DeadlineTone = 'red' | 'green';

export type DeadlineMessage =
  /** "Trasmessa alla Procura": the case went to the prosecutor's officer. */
  | { key: 'omp' }
  /** "Ritardato pagamento". */
  | { key: 'late'; tone: 'red' }
  /** The last day to pay, before dispatch to the Procura (BEFORE_OMP) or before a surcharge. */
  | { key: 'lastDayBeforeOmp' | 'lastDayBeforeSurcharge'; tone: 'red' }
  /** "{n} days to pay before ..." (n >= 1); red at 1 day, green otherwise. */
  | { key: 'daysBeforeOmp' | 'daysBeforeSurcharge'; days: number; tone: DeadlineTone };

/**
 * Calendar days from today to the deadline's day, both dates taken in Europe/Paris (DESIGN.md:
 * business deadlines are in Europe/Paris). The hour does not matter: a deadline at 00:30
 * tomorrow is 1 day away even at 23:59 today, and a deadline earlier today is 0 days away (the
 * last day) until midnight. Counting dates, not 24-hour spans, keeps the count right across the
 * 23-hour and 25-hour days of the March and October clock changes.
 */
export function daysLeft(deadline: string | Date, now: Date): number {
  const deadlineInstant = typeof deadline === 'string' ? new Date(deadline) : deadline;
  if (Number.isNaN(deadlineInstant.getTime()) || Number.isNaN(now.getTime())) {
    throw new RangeError('daysLeft needs valid instants');
  }
  return (Date.parse(parisDate(deadlineInstant)) - Date.parse(parisDate(now))) / 86_400_000;
}

export type DeadlineFields = Pick<Journey, 'paymentLimit' | 'caseOrigin' | 'deadline'>;

/**
 * The message under a journey's price. Precedence, as the spec lists it: OMP first, then the late
 * cases, then the countdown. OMP, AUTRE and IRIS-from-IRIS do not depend on the deadline, so they
 * show even without one. A journey with no deadline otherwise (a prepaid trip) gets null: no
 * message, since there is nothing to count down to.
 */
export function deadlineMessage(journey: DeadlineFields, now: Date): DeadlineMessage | null {
  const { paymentLimit, caseOrigin, deadline } = journey;
  if (paymentLimit === 'OMP') return { key: 'omp' };
  if (paymentLimit === 'AUTRE' || (paymentLimit === 'IRIS' && caseOrigin === 'IRIS')) {
    return { key: 'late', tone: 'red' };
  }
  if (deadline === null) return null;
  const days = daysLeft(deadline, now);
  if (days < 0) return { key: 'late', tone: 'red' };
  const beforeOmp = paymentLimit === 'BEFORE_OMP';
  if (days === 0) {
    return { key: beforeOmp ? 'lastDayBeforeOmp' : 'lastDayBeforeSurcharge', tone: 'red' };
  }
  return {
    key: beforeOmp ? 'daysBeforeOmp' : 'daysBeforeSurcharge',
    days,
    tone: days === 1 ? 'red' : 'green',
  };
}
