import { describe, expect, it } from 'vitest';
import { dueDeadlineOf } from './due-deadline.ts';

const deadline = new Date('2026-11-29T12:00:00Z');
const hour = 3_600_000;

describe('dueDeadlineOf', () => {
  it.each([
    ['due, nothing granted', { stage: 'due', suspendedMs: 0 }, deadline],
    [
      'due, two days granted',
      { stage: 'due', suspendedMs: 48 * hour },
      new Date('2026-12-01T12:00:00Z'),
    ],
    ['a notice keeps the built deadline', { stage: 'notice', suspendedMs: 48 * hour }, deadline],
    ['no state', null, deadline],
  ] as const)('%s', (_case, dunning, expected) => {
    expect(dueDeadlineOf({ deadline, dunning })).toEqual(expected);
  });
});
