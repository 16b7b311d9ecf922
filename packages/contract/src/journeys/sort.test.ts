import { describe, expect, it } from 'vitest';
import { sortJourneys } from './sort.ts';

const trip = (id: string, date: string, tag = id) => ({ id, date, tag });
const ids = (journeys: { tag: string }[]) => journeys.map((j) => j.tag);

describe('sortJourneys (spec section 3: sorted by date, else id)', () => {
  it('puts the oldest first', () => {
    const journeys = [
      trip('a', '2026-03-03T08:00:00+01:00'),
      trip('b', '2026-03-01T08:00:00+01:00'),
      trip('c', '2026-03-02T08:00:00+01:00'),
    ];
    expect(ids(sortJourneys(journeys))).toEqual(['b', 'c', 'a']);
  });

  it('compares instants, not strings, when offsets differ', () => {
    // 08:30+02:00 is 06:30 UTC, before 07:00Z, though its text sorts after.
    const journeys = [trip('z', '2026-07-01T07:00:00Z'), trip('y', '2026-07-01T08:30:00+02:00')];
    expect(ids(sortJourneys(journeys))).toEqual(['y', 'z']);
  });

  it('breaks date ties by id, numbers read as numbers', () => {
    const date = '2026-03-01T08:00:00+01:00';
    const journeys = [trip('10', date), trip('9', date), trip('b', date), trip('a', date)];
    expect(ids(sortJourneys(journeys))).toEqual(['9', '10', 'a', 'b']);
  });

  it('keeps the input order of equal journeys (stable)', () => {
    const date = '2026-03-01T08:00:00+01:00';
    const journeys = [
      trip('p', date, 'first'),
      trip('p', date, 'second'),
      trip('p', date, 'third'),
    ];
    expect(ids(sortJourneys(journeys))).toEqual(['first', 'second', 'third']);
    expect(ids(sortJourneys(journeys.toReversed()))).toEqual(['third', 'second', 'first']);
  });

  it('returns a new array and leaves the input untouched', () => {
    const journeys = [trip('b', '2026-03-02T08:00:00Z'), trip('a', '2026-03-01T08:00:00Z')];
    const copy = [...journeys];
    const sorted = sortJourneys(journeys);
    expect(sorted).not.toBe(journeys);
    expect(journeys).toEqual(copy);
    expect(sorted[0]).toBe(journeys[1]);
  });
});
