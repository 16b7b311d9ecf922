import { addParisDays } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { dueState, type NoticeState } from './dunning.ts';
import { decodeDunningState, encodeDunningState } from './dunning-codec.ts';
import { nextCheckAt } from './dunning-schedule.ts';
import { defaultJourneySettings as settings } from './settings.ts';

const deadline = new Date('2026-03-05T09:00:00Z');
const noticeDate = new Date('2026-03-05T09:00:01Z');
const notice = (paymentLimit: NoticeState['paymentLimit']): NoticeState => ({
  stage: 'notice',
  paymentLimit,
  noticeDate,
  pvNumber: 'A79-2026-000001',
  suspendedMs: 0,
  claimOpenedAt: null,
});

describe('nextCheckAt', () => {
  it('is the deadline while due, pushed back by answered claims, none while a claim is open', () => {
    expect(nextCheckAt(dueState(deadline), deadline, settings)).toEqual(deadline);
    const paused = { ...dueState(deadline), suspendedMs: 1000 };
    expect(nextCheckAt(paused, deadline, settings)).toEqual(new Date(deadline.getTime() + 1000));
    expect(nextCheckAt({ ...paused, claimOpenedAt: deadline }, deadline, settings)).toBeNull();
  });

  it('is the end of the reduced indemnity, then the OMP date, for a notice', () => {
    const reducedEnd = addParisDays(noticeDate, 15);
    const omp = addParisDays(noticeDate, 60);
    expect(nextCheckAt(notice('BEFORE_OMP'), noticeDate, settings)).toEqual(reducedEnd);
    expect(nextCheckAt(notice('BEFORE_OMP'), reducedEnd, settings)).toEqual(omp);
    // A first offence has no indemnity to move: straight to the OMP date.
    expect(nextCheckAt(notice('PRIMO_DESIGNATED'), noticeDate, settings)).toEqual(omp);
  });

  it('is null for states time does not move', () => {
    const paid = {
      stage: 'paid',
      paidAt: deadline,
      paymentLimit: null,
      indemnityCents: 0,
    } as const;
    expect(nextCheckAt(paid, deadline, settings)).toBeNull();
  });
});

describe('dunning codec', () => {
  it('stores dates as ISO strings and gives the same state back', () => {
    const state = { ...notice('BEFORE_OMP'), claimOpenedAt: deadline };
    const stored = encodeDunningState(state);
    expect(stored).toMatchObject({
      noticeDate: noticeDate.toISOString(),
      pvNumber: 'A79-2026-000001',
    });
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
    expect(decodeDunningState(stored)).toEqual(state);
  });
});
