import { defaultMaxFutureMinutes, eventTimeWindow, type PassageInput } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { samePassage } from '../journeys/passage.ts';
import { planBatch, toPassage } from './domain.ts';

const gantries = new Set(['le-montet-ouest', 'molinet-est']);
const window = eventTimeWindow(new Date('2026-11-23T12:00:00Z'), defaultMaxFutureMinutes);

const item = (overrides: Partial<PassageInput> = {}): PassageInput => ({
  passageId: 'p-1',
  gantry: 'le-montet-ouest',
  direction: 'east',
  plate: 'ab-123-cd',
  countryCode: 'FR',
  vehicleClass: 1,
  emission: null,
  at: '2026-03-01T08:15:00+01:00',
  tagPaid: false,
  ...overrides,
});

describe('planBatch', () => {
  it('keeps valid passages with their index, normalised and dated', () => {
    const plan = planBatch([item(), item({ passageId: 'p-2', tagPaid: true })], gantries, window);
    expect(plan.rejected).toEqual([]);
    expect(plan.repeats).toEqual([]);
    expect(plan.candidates).toEqual([
      { index: 0, passage: { ...item(), plate: 'AB123CD', at: new Date('2026-03-01T07:15:00Z') } },
      {
        index: 1,
        passage: {
          ...item({ passageId: 'p-2', tagPaid: true }),
          plate: 'AB123CD',
          at: new Date('2026-03-01T07:15:00Z'),
        },
      },
    ]);
  });

  it('refuses an unknown gantry and a tier that does not fit the class', () => {
    const plan = planBatch(
      [
        item({ gantry: 'elsewhere' }),
        item({ passageId: 'p-2', vehicleClass: 4, emission: 'standard' }),
        item({ passageId: 'p-3', vehicleClass: 4, emission: 'euro4' }),
      ],
      gantries,
      window,
    );
    expect(plan.rejected).toEqual([
      { index: 0, passageId: 'p-1', code: 'unknown_gantry', field: 'gantry' },
      { index: 1, passageId: 'p-2', code: 'invalid_passage', field: 'emission' },
    ]);
    expect(plan.candidates.map((c) => c.index)).toEqual([2]);
  });

  it('keeps the first of an id sent twice: a same repeat follows it, a different one conflicts', () => {
    const plan = planBatch(
      [item(), item({ plate: 'AB 123 CD' }), item({ direction: 'west' })],
      gantries,
      window,
    );
    expect(plan.candidates.map((c) => c.index)).toEqual([0]);
    expect(plan.repeats).toEqual([{ index: 1, firstIndex: 0, passageId: 'p-1' }]);
    expect(plan.rejected).toEqual([
      { index: 2, passageId: 'p-1', code: 'passage_conflict', field: null },
    ]);
  });
});

describe('samePassage', () => {
  const parsed = toPassage({ ...item(), plate: 'AB123CD' });

  it('compares every fact, the instant rather than its writing', () => {
    expect(samePassage(parsed, { ...parsed, at: new Date('2026-03-01T07:15:00.000Z') })).toBe(true);
    expect(samePassage(parsed, { ...parsed, tagPaid: true })).toBe(false);
    expect(samePassage(parsed, { ...parsed, emission: 'standard' })).toBe(false);
    expect(samePassage(parsed, { ...parsed, at: new Date('2026-03-01T07:15:00.001Z') })).toBe(
      false,
    );
  });
});
