import { describe, expect, it } from 'vitest';
import { a79Tariffs } from '../../db/seed/demo-road.ts';
import type { RoadLayout } from '../journeys/road-layout.ts';
import { priceTrip } from './price-trip.ts';
import { prepaidRoute } from './prepayment-route.ts';

/** The A79 as notes/domain.md places its gantries (Le Montet Ouest 34|33 ... Molinet Est 24|23). */
const a79: RoadLayout = {
  gantries: [
    { code: 'le-montet-ouest', pairCode: 'le-montet', westGate: '34', eastGate: '33' },
    { code: 'le-montet-est', pairCode: 'le-montet', westGate: '33', eastGate: '30' },
    { code: 'montbeugny-ouest', pairCode: 'montbeugny', westGate: '30', eastGate: '29' },
    { code: 'montbeugny-est', pairCode: 'montbeugny', westGate: '29', eastGate: '25' },
    { code: 'molinet-ouest', pairCode: 'molinet', westGate: '25', eastGate: '24' },
    { code: 'molinet-est', pairCode: 'molinet', westGate: '24', eastGate: '23' },
  ],
};

const priceOf = (inCode: string, outCode: string, vehicleClass: 1 | 2 | 3 | 4 | 5 = 1) => {
  const route = prepaidRoute(a79, inCode, outCode);
  if (!route) return null;
  return priceTrip({
    gantriesCrossed: route.gantries,
    vehicleClass,
    emissionTier: null,
    at: new Date('2026-06-01T10:00:00Z'),
    tariffs: a79Tariffs.map((tariff) => ({ ...tariff })),
    road: a79,
  }).ttcCents;
};

describe('prepaidRoute', () => {
  it('crosses the gantries between two gates in the order of travel', () => {
    expect(prepaidRoute(a79, 'A71', 'RN79')).toMatchObject({
      direction: 'east',
      inGate: '34',
      outGate: '23',
    });
    expect(prepaidRoute(a79, '25-28', '33')).toEqual({
      direction: 'west',
      inGate: '25',
      outGate: '33',
      gantries: ['montbeugny-est', 'montbeugny-ouest', 'le-montet-est'],
    });
  });

  it('has no route for the same normalised gate or a gate off the road', () => {
    expect(prepaidRoute(a79, '30-32', '30')).toBeNull();
    expect(prepaidRoute(a79, '34', 'A6')).toBeNull();
  });

  it('prices like a driven trip: the whole road 4.20 (class 1), Le Montet to Montbeugny 2.20', () => {
    expect(priceOf('34', '23')).toBe(420);
    expect(priceOf('RN79', 'A71')).toBe(420);
    expect(priceOf('33', '29')).toBe(220);
    expect(priceOf('34', '23', 2)).toBe(640);
    expect(priceOf('34', '23', 5)).toBe(240);
  });
});
