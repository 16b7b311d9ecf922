import { describe, expect, it } from 'vitest';
import type { DunningState, NoticeState, OmpState } from './dunning.ts';
import { dueState, nextDunningState } from './dunning.ts';
import type { DunningEvent } from './dunning-events.ts';
import { applyDunningEvent, DunningTransitionError } from './dunning-events.ts';
import { defaultJourneySettings as settings } from './settings.ts';

const hour = 3_600_000;
const day = 24 * hour;
const plus = (instant: Date, duration: number) => new Date(instant.getTime() + duration);

const deadline = new Date('2026-03-13T07:25:00.000Z');
const due = dueState(deadline);
const noticeDate = deadline;
const notice: NoticeState = {
  stage: 'notice',
  paymentLimit: 'BEFORE_OMP',
  noticeDate,
  pvNumber: 'PV-1',
  suspendedMs: 0,
  claimOpenedAt: null,
};
const omp: OmpState = {
  stage: 'omp',
  paymentLimit: 'OMP',
  ompDate: plus(noticeDate, 60 * day),
  escalatedFrom: 'BEFORE_OMP',
  indemnityCents: 9000,
};
const iris: DunningState = {
  stage: 'imported',
  paymentLimit: 'IRIS',
  caseOrigin: 'IRIS',
  indemnityCents: 3500,
  suspendedMs: 0,
  claimOpenedAt: null,
};
const now = plus(noticeDate, 3 * day);
const paid: DunningState = { stage: 'paid', paidAt: now, paymentLimit: null, indemnityCents: 0 };
const cancelled: DunningState = { stage: 'cancelled', cancelledAt: now, paymentLimit: null };

describe('applyDunningEvent', () => {
  it.each<[string, DunningState, DunningEvent, Date, DunningState]>([
    [
      'paying a due journey: no indemnity',
      due,
      { type: 'paid' },
      now,
      { stage: 'paid', paidAt: now, paymentLimit: null, indemnityCents: 0 },
    ],
    [
      'paying a notice within 15 days',
      notice,
      { type: 'paid' },
      now,
      { stage: 'paid', paidAt: now, paymentLimit: 'BEFORE_OMP', indemnityCents: 1000 },
    ],
    [
      'paying a notice after 15 days',
      notice,
      { type: 'paid' },
      plus(noticeDate, 20 * day),
      {
        stage: 'paid',
        paidAt: plus(noticeDate, 20 * day),
        paymentLimit: 'BEFORE_OMP',
        indemnityCents: 9000,
      },
    ],
    [
      'paying a first-offence notice',
      { ...notice, paymentLimit: 'PRIMO_DESIGNATED' },
      { type: 'paid' },
      now,
      { stage: 'paid', paidAt: now, paymentLimit: 'PRIMO_DESIGNATED', indemnityCents: 0 },
    ],
    [
      'paying an IRIS case',
      iris,
      { type: 'paid' },
      now,
      { stage: 'paid', paidAt: now, paymentLimit: 'IRIS', indemnityCents: 3500 },
    ],
    [
      'cancelling a notice',
      notice,
      { type: 'cancelled' },
      now,
      { stage: 'cancelled', cancelledAt: now, paymentLimit: 'BEFORE_OMP' },
    ],
    [
      'cancelling an OMP case',
      omp,
      { type: 'cancelled' },
      now,
      { stage: 'cancelled', cancelledAt: now, paymentLimit: 'OMP' },
    ],
    [
      'filing a claim on a due journey',
      due,
      { type: 'claimOpened' },
      now,
      { ...due, claimOpenedAt: now },
    ],
    [
      'filing a claim on a notice',
      notice,
      { type: 'claimOpened' },
      now,
      { ...notice, claimOpenedAt: now },
    ],
    [
      'upholding a claim',
      { ...notice, claimOpenedAt: plus(now, -day) },
      { type: 'claimAnswered', upheld: true },
      now,
      { stage: 'cancelled', cancelledAt: now, paymentLimit: 'BEFORE_OMP' },
    ],
    [
      'rejecting a claim: the clock restarts without the days it was open',
      { ...notice, suspendedMs: hour, claimOpenedAt: plus(now, -2 * day) },
      { type: 'claimAnswered', upheld: false },
      now,
      { ...notice, suspendedMs: hour + 2 * day, claimOpenedAt: null },
    ],
    ['a claim on an OMP case stops no clock', omp, { type: 'claimOpened' }, now, omp],
    ['rejecting a claim on an OMP case', omp, { type: 'claimAnswered', upheld: false }, now, omp],
    [
      'upholding a claim on an OMP case cancels it',
      omp,
      { type: 'claimAnswered', upheld: true },
      now,
      { stage: 'cancelled', cancelledAt: now, paymentLimit: 'OMP' },
    ],
    ['a claim on a paid journey changes nothing here', paid, { type: 'claimOpened' }, now, paid],
  ])('%s', (_name, state, event, at, expected) => {
    expect(applyDunningEvent(state, event, at, settings)).toEqual(expected);
  });

  it.each<[string, DunningState, DunningEvent, DunningTransitionError['reason']]>([
    ['paying an OMP case online', omp, { type: 'paid' }, 'omp_not_payable_online'],
    ['paying twice', paid, { type: 'paid' }, 'already_closed'],
    ['paying a cancelled journey', cancelled, { type: 'paid' }, 'already_closed'],
    ['cancelling a paid journey', paid, { type: 'cancelled' }, 'already_closed'],
    [
      'a second claim while one is open',
      { ...due, claimOpenedAt: now },
      { type: 'claimOpened' },
      'claim_already_open',
    ],
    [
      'answering a claim never filed',
      notice,
      { type: 'claimAnswered', upheld: false },
      'no_open_claim',
    ],
  ])('refuses %s', (_name, state, event, reason) => {
    expect(() => applyDunningEvent(state, event, now, settings)).toThrow(
      expect.objectContaining({ name: 'DunningTransitionError', reason }),
    );
    expect(() => applyDunningEvent(state, event, now, settings)).toThrow(DunningTransitionError);
  });

  it('holds the ladder from claim to answer, then resumes it', () => {
    const filed = plus(deadline, -10 * hour);
    const answered = plus(deadline, 5 * day);
    const open = applyDunningEvent(due, { type: 'claimOpened' }, filed, settings);
    const context = { plateHasEarlierNotice: true };
    expect(nextDunningState(open, plus(deadline, 4 * day), settings, context)).toBeNull();
    const resumed = applyDunningEvent(
      open,
      { type: 'claimAnswered', upheld: false },
      answered,
      settings,
    );
    // Ten hours were left when the claim was filed: ten hours after the answer, the notice.
    expect(nextDunningState(resumed, plus(answered, 10 * hour - 1), settings, context)).toBeNull();
    expect(nextDunningState(resumed, plus(answered, 10 * hour), settings, context)).toMatchObject({
      stage: 'notice',
      paymentLimit: 'BEFORE_OMP',
    });
  });

  it('stops the ladder once paid', () => {
    const settled = applyDunningEvent(notice, { type: 'paid' }, now, settings);
    const context = { plateHasEarlierNotice: true };
    expect(nextDunningState(settled, plus(noticeDate, 365 * day), settings, context)).toBeNull();
  });
});
