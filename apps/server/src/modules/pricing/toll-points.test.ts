import { describe, expect, it } from 'vitest';
import { a79Gantries } from '../../db/seed/demo-road.ts';
import { TripGantriesError } from './errors.ts';
import { tollPointsOf } from './toll-points.ts';

describe('tollPointsOf on the A79', () => {
  it.each([
    [[], []],
    [['le-montet-ouest'], [{ gantryCode: 'le-montet-ouest' }]],
    [['le-montet-ouest', 'le-montet-est'], [{ pairCode: 'le-montet' }]],
    // Westbound: the pair is listed where its first gantry was crossed.
    [
      ['molinet-est', 'molinet-ouest', 'montbeugny-est'],
      [{ pairCode: 'molinet' }, { gantryCode: 'montbeugny-est' }],
    ],
    // Two gantries of different pairs stay single.
    [
      ['le-montet-est', 'montbeugny-ouest'],
      [{ gantryCode: 'le-montet-est' }, { gantryCode: 'montbeugny-ouest' }],
    ],
    [
      a79Gantries.map((gantry) => gantry.code),
      [{ pairCode: 'le-montet' }, { pairCode: 'montbeugny' }, { pairCode: 'molinet' }],
    ],
  ])('prices %j as %j', (crossed, points) => {
    expect(tollPointsOf(crossed, a79Gantries)).toEqual(points);
  });

  it.each([
    [['le-montet-ouest', 'nowhere'], 'unknown_gantry', 'nowhere'],
    [['le-montet-ouest', 'le-montet-ouest'], 'repeated_gantry', 'le-montet-ouest'],
  ])('refuses %j (%s)', (crossed, reason, gantryCode) => {
    const error = (() => {
      try {
        tollPointsOf(crossed, a79Gantries);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(TripGantriesError);
    expect(error).toMatchObject({ reason, gantryCode });
  });

  it('keeps a gantry without a partner single', () => {
    const road = [...a79Gantries, { code: 'lone', pairCode: 'lone-pair' }];
    expect(tollPointsOf(['lone'], road)).toEqual([{ gantryCode: 'lone' }]);
  });
});
