import { describe, expect, it } from 'vitest';
import { type DunningState, dueState } from '../journeys/dunning.ts';
import { cancelRefusal, checkExtension, keepsItsPassages } from './domain.ts';

const now = new Date('2026-11-29T12:00:00Z');
const hour = 3_600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('cancelRefusal', () => {
  const completedDue = {
    dunningKind: 'due',
    paidAt: null,
    cancelledAt: null,
    status: 'TERMINE',
    tagPaidOnly: false,
  } as const;
  it.each([
    ['a completed due trip', {}, null],
    ['a notice', { dunningKind: 'notice' }, null],
    ['an OMP case', { dunningKind: 'omp' }, null],
    ['an unpriced trip', { dunningKind: null }, null],
    ['a paid trip', { dunningKind: 'paid', paidAt: now }, 'journey_already_paid'],
    ['a cancelled trip', { dunningKind: 'cancelled', cancelledAt: now }, 'journey_not_cancellable'],
    ['a trip still on the road', { status: 'EN_COURS' }, 'journey_not_cancellable'],
    [
      'a trip paid by toll tag',
      { dunningKind: null, tagPaidOnly: true },
      'journey_not_cancellable',
    ],
  ] as const)('%s: %s', (_case, fields, expected) => {
    expect(cancelRefusal({ ...completedDue, ...fields })).toBe(expected);
  });
});

describe('keepsItsPassages', () => {
  it.each([
    [{ frozen: false, dunningKind: 'due' }, false],
    [{ frozen: false, dunningKind: null }, false],
    [{ frozen: true, dunningKind: 'due' }, true],
    [{ frozen: true, dunningKind: 'paid' }, true],
    [{ frozen: true, dunningKind: 'notice' }, true],
    [{ frozen: false, dunningKind: 'cancelled' }, true],
  ] as const)('%o: %s', (row, expected) => {
    expect(keepsItsPassages(row)).toBe(expected);
  });
});

describe('checkExtension', () => {
  const due = dueState(at(day));
  const notice: DunningState = {
    stage: 'notice',
    paymentLimit: 'BEFORE_OMP',
    noticeDate: now,
    pvNumber: 'A79-2026-000001',
    suspendedMs: 0,
    claimOpenedAt: null,
  };
  it.each([
    ['a day later', due, at(day), at(2 * day), { ok: true, grantedMs: day }],
    ['60 days later', due, at(day), at(61 * day), { ok: true, grantedMs: 60 * day }],
    ['a notice', notice, at(60 * day), at(70 * day), { ok: true, grantedMs: 10 * day }],
    ['more than 60 days', due, at(day), at(61 * day + 1), 'deadline_extension_invalid'],
    ['the same date', due, at(day), at(day), 'deadline_extension_invalid'],
    ['an earlier date', due, at(day), at(hour), 'deadline_extension_invalid'],
    ['a date already past', due, at(-2 * day), at(-day), 'deadline_extension_invalid'],
    [
      'a contested trip',
      { ...due, claimOpenedAt: now },
      at(day),
      at(2 * day),
      'deadline_not_extendable',
    ],
    ['no deadline', null, null, at(day), 'deadline_not_extendable'],
    [
      'a paid trip',
      { stage: 'paid', paidAt: now, paymentLimit: null, indemnityCents: 0 },
      null,
      at(day),
      'deadline_not_extendable',
    ],
  ] as const)('%s', (_case, state, current, until, expected) => {
    const check = checkExtension(state as DunningState | null, current, until, now);
    expect(check).toEqual(
      typeof expected === 'string' ? { ok: false, code: expected } : { ...expected, state },
    );
  });
});
