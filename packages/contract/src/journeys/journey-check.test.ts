import { describe, expect, it } from 'vitest';
import { isJourney, isJourneySet } from './journey-check.ts';
import { journeySchema, journeySetSchema } from './journey.ts';
import { makeJourney, makeJourneySet } from './journey-factory.ts';

const valid = [
  makeJourney(),
  makeJourney({ status: 'EN_COURS', completed: false, out: null, inProgressId: 'ip-7' }),
  makeJourney({
    status: 'EN_COURS',
    completed: false,
    out: null,
    inProgressId: 'ip-8',
    direction: 'west',
  }),
  makeJourney({ status: 'PREPAYMENT', deadline: null }),
  makeJourney({ paymentLimit: 'IRIS', caseOrigin: 'IRIS', date: '2026-03-02T07:15:00Z' }),
  makeJourney({
    nature: 'latePayment',
    paymentLimit: 'OMP',
    pvNumber: 'PV-1',
    indemnity: 1000,
    totalPrice: 1420,
  }),
];

describe('isJourney (a stored journey, checked without Zod)', () => {
  it.each(valid)('accepts what journeySchema accepts (%#)', (journey) => {
    expect(journeySchema.safeParse(journey).success).toBe(true);
    expect(isJourney(journey)).toBe(true);
  });

  it.each(Object.keys(makeJourney()))('rejects a journey without %s', (field) => {
    const journey: Record<string, unknown> = { ...makeJourney() };
    delete journey[field];
    expect(isJourney(journey)).toBe(false);
  });

  it.each([
    ['float cents', { ttcPrice: 4.2 }],
    ['negative cents', { indemnity: -1000 }],
    ['cents as text', { totalPrice: '420' }],
    ['an unknown nature', { nature: 'toll' }],
    ['an unknown status', { status: 'DONE' }],
    ['a direction off the road', { direction: 'north' }],
    ['an unknown paymentLimit', { paymentLimit: 'PROCURA' }],
    ['a vehicle class outside 1 to 5', { carCategory: 6 }],
    ['a date that is no date', { date: 'yesterday' }],
    ['an entry gate without id', { in: { label: 'Digoin' } }],
    ['an empty id', { id: '' }],
  ])('rejects %s, as journeySchema does', (_name, overrides) => {
    const journey = { ...makeJourney(), ...overrides };
    expect(journeySchema.safeParse(journey).success).toBe(false);
    expect(isJourney(journey)).toBe(false);
  });

  it.each([null, 'j1', [], 42])('rejects %j', (value) => {
    expect(isJourney(value)).toBe(false);
  });
});

describe('isJourneySet', () => {
  it('accepts a lookup set, as journeySetSchema does', () => {
    const set = makeJourneySet(valid, { vehicleInformation: { type: 'Panda', energy: 'ES' } });
    expect(journeySetSchema.safeParse(set).success).toBe(true);
    expect(isJourneySet(set)).toBe(true);
  });

  it.each([
    [
      'one invalid journey',
      { ...makeJourneySet([]), journeys: [makeJourney(), { ...makeJourney(), nature: 'x' }] },
    ],
    ['no session', { ...makeJourneySet([]), sessionId: '' }],
    ['an unknown type', { ...makeJourneySet([]), type: 'full' }],
    ['journeys that are not a list', { ...makeJourneySet([]), journeys: {} }],
    ['a vehicle without energy', { ...makeJourneySet([]), vehicleInformation: { type: 'Panda' } }],
  ])('rejects a set with %s', (_name, set) => {
    expect(journeySetSchema.safeParse(set).success).toBe(false);
    expect(isJourneySet(set)).toBe(false);
  });
});
