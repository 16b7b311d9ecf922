import { describe, expect, it } from 'vitest';
import type {
  DunningState,
  ImportedCaseState,
  InfractionState,
  NoticeState,
  OmpState,
} from './dunning.ts';
import { deadlineAt, dueState, indemnityAt, nextDunningState, paymentLimitOf } from './dunning.ts';
import { defaultJourneySettings as settings } from './settings.ts';

const at = (iso: string) => new Date(iso);
const ms = 1;
const hour = 3_600_000;
const day = 24 * hour;
const plus = (instant: Date, duration: number) => new Date(instant.getTime() + duration);

// Last passage Tuesday 10 March 2026 08:25 in Paris: 72 h to pay.
const deadline = at('2026-03-13T07:25:00.000Z');
const due = dueState(deadline);
// Notice issued at the deadline, 08:25 Paris (UTC+1). 60 Paris days later is 12 May, 08:25
// Paris but UTC+2 by then: 06:25 UTC, one hour before 60 x 24 h.
const noticeDate = deadline;
const ompDate = at('2026-05-12T06:25:00.000Z');
const notice: NoticeState = {
  stage: 'notice',
  paymentLimit: 'BEFORE_OMP',
  noticeDate,
  pvNumber: 'PV-1',
  suspendedMs: 0,
  claimOpenedAt: null,
};
const primo: NoticeState = { ...notice, paymentLimit: 'PRIMO_DESIGNATED' };
const infraction: InfractionState = {
  stage: 'infraction',
  paymentLimit: 'INFRACTION',
  findingDate: noticeDate,
  suspendedMs: 0,
  claimOpenedAt: null,
};
const iris: ImportedCaseState = {
  stage: 'imported',
  paymentLimit: 'IRIS',
  caseOrigin: 'IRIS',
  indemnityCents: 3500,
  suspendedMs: 0,
  claimOpenedAt: null,
};
const omp: OmpState = {
  stage: 'omp',
  paymentLimit: 'OMP',
  ompDate,
  escalatedFrom: 'BEFORE_OMP',
  indemnityCents: 9000,
};
const paid: DunningState = {
  stage: 'paid',
  paidAt: plus(deadline, -hour),
  paymentLimit: null,
  indemnityCents: 0,
};
const cancelled: DunningState = {
  stage: 'cancelled',
  cancelledAt: plus(deadline, -hour),
  paymentLimit: null,
};
const firstOffence = { plateHasEarlierNotice: false };
const repeatOffence = { plateHasEarlierNotice: true };
const farFuture = at('2030-01-01T00:00:00.000Z');

describe('nextDunningState: the ladder', () => {
  it.each<[string, DunningState, Date, boolean, DunningState | null]>([
    ['due, 1 ms before 72 h: nothing', due, plus(deadline, -ms), true, null],
    [
      'due at exactly 72 h: a notice dated now',
      due,
      deadline,
      true,
      { ...notice, pvNumber: null, noticeDate: deadline },
    ],
    [
      'due at 72 h, the plate never had a notice: first offence',
      due,
      deadline,
      false,
      { ...primo, pvNumber: null, noticeDate: deadline },
    ],
    [
      'due, job ten days late: the notice is dated the day it is issued',
      due,
      plus(deadline, 10 * day),
      true,
      { ...notice, pvNumber: null, noticeDate: plus(deadline, 10 * day) },
    ],
    ['notice, 1 ms before 60 days: nothing', notice, plus(ompDate, -ms), true, null],
    [
      'notice at 60 days (Paris calendar): OMP with the full indemnity',
      notice,
      ompDate,
      true,
      { ...omp, escalatedFrom: 'BEFORE_OMP', indemnityCents: 9000 },
    ],
    [
      'first-offence notice at 60 days: OMP, still without indemnity',
      primo,
      ompDate,
      true,
      { ...omp, escalatedFrom: 'PRIMO_DESIGNATED', indemnityCents: 0 },
    ],
    ['CNP finding, 1 ms before 60 days: nothing', infraction, plus(ompDate, -ms), true, null],
    [
      'CNP finding at 60 days: OMP like a notice',
      infraction,
      ompDate,
      true,
      { ...omp, escalatedFrom: 'INFRACTION', indemnityCents: 9000 },
    ],
    ['IRIS case: escalated by its own system, never here', iris, farFuture, true, null],
    ['OMP: the end of the ladder', omp, farFuture, true, null],
    ['paid: stops everything', paid, farFuture, true, null],
    ['cancelled: stops everything', cancelled, farFuture, true, null],
  ])('%s', (_name, state, now, plateHasEarlierNotice, expected) => {
    const next = nextDunningState(state, now, settings, { plateHasEarlierNotice });
    expect(next).toEqual(expected);
    // The job may run again at once: the second run changes nothing.
    if (next) expect(nextDunningState(next, now, settings, { plateHasEarlierNotice })).toBeNull();
  });

  it('takes its durations from the settings', () => {
    const quick = { ...settings, ompAfterDays: 30 };
    const thirtyDays = at('2026-04-12T06:25:00.000Z');
    expect(nextDunningState(notice, plus(thirtyDays, -ms), quick, repeatOffence)).toBeNull();
    expect(nextDunningState(notice, thirtyDays, quick, repeatOffence)).toMatchObject({
      stage: 'omp',
    });
  });
});

describe('nextDunningState: claims', () => {
  const claimOpenedAt = plus(deadline, -10 * hour);

  it.each<[string, DunningState, Date]>([
    ['a due journey past its deadline', { ...due, claimOpenedAt }, plus(deadline, 30 * day)],
    ['a notice past its 60 days', { ...notice, claimOpenedAt }, farFuture],
    ['a CNP finding past its 60 days', { ...infraction, claimOpenedAt }, farFuture],
  ])('an open claim holds %s', (_name, state, now) => {
    expect(nextDunningState(state, now, settings, repeatOffence)).toBeNull();
  });

  it('resumes after a rejected claim with the time left when it was filed', () => {
    // Filed 10 h before the deadline, rejected 5 days later: the clock stopped for 5 days 10 h.
    const resumed: DunningState = { ...due, suspendedMs: 5 * day + 10 * hour };
    const resumesAt = plus(deadline, 5 * day + 10 * hour);
    expect(nextDunningState(resumed, plus(resumesAt, -ms), settings, repeatOffence)).toBeNull();
    expect(nextDunningState(resumed, resumesAt, settings, repeatOffence)).toMatchObject({
      stage: 'notice',
      noticeDate: resumesAt,
    });
  });
});

describe('nextDunningState: a job running every hour', () => {
  it('walks due -> notice at 72 h -> OMP at 60 days, one step each, never twice', () => {
    const lastPassage = at('2026-03-10T07:00:00.000Z');
    let state: DunningState = dueState(plus(lastPassage, 72 * hour));
    const steps: [string, string][] = [];
    for (let now = lastPassage; now < at('2026-06-30T00:00:00Z'); now = plus(now, hour)) {
      const next = nextDunningState(state, now, settings, firstOffence);
      if (next) {
        steps.push([next.stage, now.toISOString()]);
        state = next;
      }
    }
    expect(steps).toEqual([
      ['notice', '2026-03-13T07:00:00.000Z'],
      // 08:00 Paris on 13 March + 60 days = 08:00 Paris (summer time) on 12 May.
      ['omp', '2026-05-12T06:00:00.000Z'],
    ]);
    expect(paymentLimitOf(state)).toBe('OMP');
  });
});

describe('indemnityAt', () => {
  // Notice at 10:00 Paris on 20 March 2026; 15 Paris days later is 10:00 on 4 April, after the
  // change to summer time: 08:00 UTC, one hour before 15 x 24 h.
  const march20 = at('2026-03-20T09:00:00.000Z');
  const reducedEnd = at('2026-04-04T08:00:00.000Z');
  const lateNotice: NoticeState = { ...notice, noticeDate: march20 };

  it.each<[string, DunningState, Date, number]>([
    ['due', due, deadline, 0],
    ['a notice on its day', lateNotice, march20, 1000],
    ['a notice 1 ms before 15 days', lateNotice, plus(reducedEnd, -ms), 1000],
    ['a notice at 15 days', lateNotice, reducedEnd, 9000],
    ['a notice at 59 days', lateNotice, plus(march20, 59 * day), 9000],
    [
      'a first-offence notice, any day',
      { ...lateNotice, paymentLimit: 'PRIMO_DESIGNATED' },
      plus(march20, 59 * day),
      0,
    ],
    [
      'a CNP finding before 15 days',
      { ...infraction, findingDate: march20 },
      plus(reducedEnd, -ms),
      1000,
    ],
    ['a CNP finding at 15 days', { ...infraction, findingDate: march20 }, reducedEnd, 9000],
    ['an IRIS case: what it came with', iris, farFuture, 3500],
    ['OMP: what was owed when transmitted', omp, farFuture, 9000],
    ['paid: what was paid', { ...paid, indemnityCents: 1000 }, farFuture, 1000],
    ['cancelled', cancelled, farFuture, 0],
    // Filed on day 10 (5 days of reduced indemnity left), still open on day 40: clock stopped.
    [
      'a notice under a claim filed in time',
      { ...lateNotice, claimOpenedAt: plus(march20, 10 * day) },
      plus(march20, 40 * day),
      1000,
    ],
    // Filed after the 15 days: the claim does not bring the reduced indemnity back.
    [
      'a notice under a claim filed late',
      { ...lateNotice, claimOpenedAt: plus(march20, 20 * day) },
      plus(march20, 40 * day),
      9000,
    ],
    // A rejected claim that stopped the clock 2 days: reduced until 2 days after the usual end.
    [
      'a notice after a rejected claim',
      { ...lateNotice, suspendedMs: 2 * day },
      plus(reducedEnd, 2 * day - ms),
      1000,
    ],
    [
      'a notice after a rejected claim, later',
      { ...lateNotice, suspendedMs: 2 * day },
      plus(reducedEnd, 2 * day),
      9000,
    ],
  ])('%s: %i cents', (_name, state, now, cents) => {
    expect(indemnityAt(state, now, settings)).toBe(cents);
  });

  it('takes its amounts and days from the settings', () => {
    const other = { ...settings, reducedIndemnityCents: 500, fullIndemnityCents: 7500 };
    expect(indemnityAt(lateNotice, march20, other)).toBe(500);
    expect(indemnityAt(lateNotice, reducedEnd, other)).toBe(7500);
    const longer = { ...settings, reducedIndemnityDays: 20 };
    expect(indemnityAt(lateNotice, reducedEnd, longer)).toBe(1000);
  });
});

describe('deadlineAt', () => {
  const now = plus(deadline, -day);

  it.each<[string, DunningState, Date, Date | null]>([
    ['due: the end of the 72 h', due, now, deadline],
    ['a notice: its OMP date', notice, now, ompDate],
    ['a first-offence notice: its OMP date too', primo, now, ompDate],
    ['a CNP finding: its OMP date', infraction, now, ompDate],
    [
      'after a rejected claim: pushed back',
      { ...due, suspendedMs: 3 * hour },
      now,
      plus(deadline, 3 * hour),
    ],
    [
      'under an open claim: moves with the clock',
      { ...due, claimOpenedAt: plus(now, -2 * hour) },
      now,
      plus(deadline, 2 * hour),
    ],
    ['an IRIS case: none', iris, now, null],
    ['OMP: none', omp, now, null],
    ['paid: none', paid, now, null],
    ['cancelled: none', cancelled, now, null],
  ])('%s', (_name, state, at, expected) => {
    expect(deadlineAt(state, at, settings)).toEqual(expected);
  });
});
