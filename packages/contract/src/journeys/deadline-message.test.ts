import { describe, expect, it } from 'vitest';
import type { DeadlineFields } from './deadline-message.ts';
import { daysLeft, deadlineMessage } from './deadline-message.ts';

// Wednesday 1 July 2026, 10:00 in Paris (summer time, UTC+2).
const now = new Date('2026-07-01T10:00:00+02:00');
const yesterday = '2026-06-30T18:00:00+02:00';
const earlierToday = '2026-07-01T08:00:00+02:00';
const laterToday = '2026-07-01T23:59:00+02:00';
const tomorrow = '2026-07-02T00:30:00+02:00';
const inTwoDays = '2026-07-03T09:00:00+02:00';
const inSixtyDays = '2026-08-30T10:00:00+02:00';

const journey = (
  paymentLimit: DeadlineFields['paymentLimit'],
  deadline: string | null,
  caseOrigin: DeadlineFields['caseOrigin'] = null,
): DeadlineFields => ({ paymentLimit, caseOrigin, deadline });

describe('deadlineMessage (spec 000 section 4 "Deadline message")', () => {
  it.each([
    // OMP gives "Trasmessa alla Procura", whatever the deadline.
    ['OMP', journey('OMP', inTwoDays), { key: 'omp' }],
    ['OMP past its deadline', journey('OMP', yesterday), { key: 'omp' }],
    ['OMP without deadline', journey('OMP', null), { key: 'omp' }],
    ['OMP from IRIS', journey('OMP', inTwoDays, 'IRIS'), { key: 'omp' }],
    // Days left below 0, or AUTRE, or IRIS with origin IRIS gives "Ritardato pagamento" (red).
    ['a deadline passed yesterday', journey(null, yesterday), { key: 'late', tone: 'red' }],
    ['BEFORE_OMP passed', journey('BEFORE_OMP', yesterday), { key: 'late', tone: 'red' }],
    ['AUTRE with days left', journey('AUTRE', inSixtyDays), { key: 'late', tone: 'red' }],
    ['AUTRE without deadline', journey('AUTRE', null), { key: 'late', tone: 'red' }],
    [
      'IRIS with origin IRIS and days left',
      journey('IRIS', inTwoDays, 'IRIS'),
      { key: 'late', tone: 'red' },
    ],
    [
      'IRIS with origin IRIS on its last day',
      journey('IRIS', laterToday, 'IRIS'),
      { key: 'late', tone: 'red' },
    ],
    // 0 days gives a last-day message: before OMP dispatch, or before surcharge.
    [
      'BEFORE_OMP on its last day',
      journey('BEFORE_OMP', laterToday),
      { key: 'lastDayBeforeOmp', tone: 'red' },
    ],
    [
      'a 72 h deadline later today',
      journey(null, laterToday),
      { key: 'lastDayBeforeSurcharge', tone: 'red' },
    ],
    [
      'a deadline earlier today (still the last day by the calendar)',
      journey(null, earlierToday),
      { key: 'lastDayBeforeSurcharge', tone: 'red' },
    ],
    [
      'PRIMO_DESIGNATED on its last day',
      journey('PRIMO_DESIGNATED', laterToday),
      { key: 'lastDayBeforeSurcharge', tone: 'red' },
    ],
    // More than 0: "{n} days to pay before surcharge" or before the Procura; red at 1 day.
    [
      'BEFORE_OMP with 1 day',
      journey('BEFORE_OMP', tomorrow),
      { key: 'daysBeforeOmp', days: 1, tone: 'red' },
    ],
    [
      'BEFORE_OMP with 2 days',
      journey('BEFORE_OMP', inTwoDays),
      { key: 'daysBeforeOmp', days: 2, tone: 'green' },
    ],
    [
      'BEFORE_OMP with 60 days',
      journey('BEFORE_OMP', inSixtyDays),
      { key: 'daysBeforeOmp', days: 60, tone: 'green' },
    ],
    [
      'a 72 h deadline tomorrow',
      journey(null, tomorrow),
      { key: 'daysBeforeSurcharge', days: 1, tone: 'red' },
    ],
    [
      'a 72 h deadline in 2 days',
      journey(null, inTwoDays),
      { key: 'daysBeforeSurcharge', days: 2, tone: 'green' },
    ],
    [
      'PRIMO_DESIGNATED with 2 days',
      journey('PRIMO_DESIGNATED', inTwoDays),
      { key: 'daysBeforeSurcharge', days: 2, tone: 'green' },
    ],
    [
      'INFRACTION with 1 day',
      journey('INFRACTION', tomorrow),
      { key: 'daysBeforeSurcharge', days: 1, tone: 'red' },
    ],
    [
      'IRIS not from IRIS with 2 days',
      journey('IRIS', inTwoDays),
      { key: 'daysBeforeSurcharge', days: 2, tone: 'green' },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(deadlineMessage(fields, now)).toEqual(expected);
  });

  it.each([null, 'BEFORE_OMP', 'PRIMO_DESIGNATED', 'INFRACTION', 'IRIS'] as const)(
    'gives no message without a deadline (paymentLimit %s)',
    (paymentLimit) => {
      expect(deadlineMessage(journey(paymentLimit, null), now)).toBeNull();
    },
  );
});

describe('daysLeft (calendar days in Europe/Paris)', () => {
  it.each([
    ['same instant', '2026-07-01T10:00:00+02:00', '2026-07-01T10:00:00+02:00', 0],
    ['one minute to midnight, deadline just after', '2026-07-01T23:59:00+02:00', tomorrow, 1],
    ['the next morning', '2026-07-02T00:01:00+02:00', tomorrow, 0],
    ['the same instant written in UTC', now.toISOString(), '2026-07-02T07:00:00Z', 1],
    // 22:30 UTC on 30 June is already 1 July in Paris.
    ['a deadline whose UTC date is the day before', now.toISOString(), '2026-06-30T22:30:00Z', 0],
    ['winter time, UTC+1', '2026-01-15T12:00:00+01:00', '2026-01-15T23:30:00Z', 1],
    ['a week, in summer', '2026-07-01T12:00:00+02:00', '2026-07-08T11:00:00+02:00', 7],
    ['yesterday', '2026-07-01T00:30:00+02:00', '2026-06-30T23:59:00+02:00', -1],
  ])('%s', (_name, at, deadline, expected) => {
    expect(daysLeft(deadline, new Date(at))).toBe(expected);
  });

  // Clocks go forward on Sunday 29 March 2026 (02:00 CET -> 03:00 CEST): that day has 23 hours.
  it.each([
    [
      '23 hours apart across the change, next day',
      '2026-03-29T00:30:00+01:00',
      '2026-03-30T00:30:00+02:00',
      1,
    ],
    [
      'the whole 23-hour Sunday is one day',
      '2026-03-29T00:00:00+01:00',
      '2026-03-29T23:59:00+02:00',
      0,
    ],
    [
      'Saturday evening to Monday early',
      '2026-03-28T23:30:00+01:00',
      '2026-03-30T00:10:00+02:00',
      2,
    ],
    [
      'a week across the change (167 hours)',
      '2026-03-25T12:00:00+01:00',
      '2026-04-01T12:00:00+02:00',
      7,
    ],
  ])('spring forward: %s', (_name, at, deadline, expected) => {
    expect(daysLeft(deadline, new Date(at))).toBe(expected);
  });

  // Clocks go back on Sunday 25 October 2026 (03:00 CEST -> 02:00 CET): that day has 25 hours.
  it.each([
    [
      'the whole 25-hour Sunday is one day',
      '2026-10-25T00:00:00+02:00',
      '2026-10-25T23:59:00+01:00',
      0,
    ],
    [
      '24 hours apart, still the same Sunday',
      '2026-10-25T00:30:00+02:00',
      '2026-10-25T23:30:00+01:00',
      0,
    ],
    ['25 hours apart, next day', '2026-10-25T00:30:00+02:00', '2026-10-26T00:30:00+01:00', 1],
    [
      'a week across the change (169 hours)',
      '2026-10-21T12:00:00+02:00',
      '2026-10-28T12:00:00+01:00',
      7,
    ],
    [
      'the repeated hour, back to Saturday',
      '2026-10-25T02:30:00+01:00',
      '2026-10-24T23:59:00+02:00',
      -1,
    ],
  ])('fall back: %s', (_name, at, deadline, expected) => {
    expect(daysLeft(deadline, new Date(at))).toBe(expected);
  });

  it('shows the last day, not late, through the 25-hour Sunday', () => {
    const fields = journey('BEFORE_OMP', '2026-10-25T23:00:00+01:00');
    expect(deadlineMessage(fields, new Date('2026-10-25T00:10:00+02:00'))).toEqual({
      key: 'lastDayBeforeOmp',
      tone: 'red',
    });
  });

  it('accepts a Date and refuses an invalid one', () => {
    expect(daysLeft(new Date(inTwoDays), now)).toBe(2);
    expect(() => daysLeft('not a date', now)).toThrow(RangeError);
  });
});
