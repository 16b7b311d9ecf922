import { describe, expect, it } from 'vitest';
import { journeySchema, journeySetSchema, journeySummariesSchema } from './journey.ts';
import { makeJourney } from './journey-factory.ts';

const notice = makeJourney({
  id: 'pv-1',
  nature: 'latePayment',
  paymentLimit: 'BEFORE_OMP',
  pvNumber: 'PV-2026-000123',
  indemnity: 1000,
  totalPrice: 1420,
});

const issuePaths = (value: unknown) =>
  (journeySchema.safeParse(value).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('journeySchema (spec 000 section 3 "Journey")', () => {
  it.each([
    ['a finished free-flow trip (whole road, class 1, 4.20 EUR)', makeJourney()],
    ['a late-payment notice with its 10 EUR indemnity', notice],
    [
      'an ongoing trip with no exit yet',
      makeJourney({ status: 'EN_COURS', completed: false, out: null, inProgressId: 'ip-7' }),
    ],
    ['a prepaid trip without deadline', makeJourney({ status: 'PREPAYMENT', deadline: null })],
    [
      'a trip partly paid by a prepayment credit',
      makeJourney({ alreadyPaid: 220, totalPrice: 200 }),
    ],
    [
      'a trip paid beyond its due (total never below 0)',
      makeJourney({ alreadyPaid: 500, totalPrice: 0 }),
    ],
    [
      'an IRIS case',
      makeJourney({ paymentLimit: 'IRIS', caseOrigin: 'IRIS', date: '2026-03-02T07:15:00Z' }),
    ],
  ])('accepts %s', (_name, journey) => {
    expect(journeySchema.parse(journey)).toEqual(journey);
  });

  it.each([
    ['float cents', { ttcPrice: 4.2, htPrice: 3.5, tvaPrice: 0.7, totalPrice: 4.2 }, 'ttcPrice'],
    ['negative cents', { indemnity: -1000, totalPrice: 0 }, 'indemnity'],
    ['an unknown nature', { nature: 'toll' }, 'nature'],
    ['an unknown status', { status: 'DONE' }, 'status'],
    ['an unknown paymentLimit', { paymentLimit: 'PROCURA' }, 'paymentLimit'],
    ['an unknown caseOrigin', { caseOrigin: 'OTHER' }, 'caseOrigin'],
    ['a vehicle class outside 1 to 5', { carCategory: 6 }, 'carCategory'],
    ['a date without offset', { date: '2026-03-02T08:15:00' }, 'date'],
    ['a deadline that is not a date-time', { deadline: '2026-03-05' }, 'deadline'],
    ['an inconsistent totalPrice', { totalPrice: 400 }, 'totalPrice'],
    ['a total that forgets the indemnity', { indemnity: 1000, totalPrice: 420 }, 'totalPrice'],
    ['a total that forgets alreadyPaid', { alreadyPaid: 100, totalPrice: 420 }, 'totalPrice'],
    ['htPrice + tvaPrice different from ttcPrice', { tvaPrice: 84 }, 'tvaPrice'],
    ['a missing company', { company: undefined }, 'company'],
    ['an empty id', { id: '' }, 'id'],
  ])('rejects %s', (_name, overrides, path) => {
    expect(issuePaths({ ...makeJourney(), ...overrides })).toContain(path);
  });
});

describe('journeySetSchema (spec 000 section 3 "Journey set")', () => {
  const set = {
    type: 'detailed',
    company: null,
    plate: 'AB123CD',
    sessionId: 'sess-1',
    vehicleInformation: { type: 'VP', energy: 'EL' },
    countryCode: 'FR',
    journeys: [makeJourney(), notice],
  };

  it('accepts a set of journeys', () => {
    expect(journeySetSchema.parse(set)).toEqual(set);
    expect(journeySetSchema.parse({ ...set, type: 'resume', vehicleInformation: null }).type).toBe(
      'resume',
    );
  });

  it.each([
    ['an unknown type', { type: 'full' }],
    ['a lower-case country code', { countryCode: 'fr' }],
    ['a three-letter country code', { countryCode: 'FRA' }],
    ['a journey with float cents', { journeys: [makeJourney({ totalPrice: 4.2 })] }],
    ['vehicle information without energy', { vehicleInformation: { type: 'VP' } }],
  ])('rejects %s', (_name, overrides) => {
    expect(journeySetSchema.safeParse({ ...set, ...overrides }).success).toBe(false);
  });
});

describe('journeySummariesSchema (spec 001 "Summaries per category")', () => {
  const summary = { count: 2, price: 1840, hasPrimoPassantTravel: true };
  const summaries = { retardPaiement: summary, cnp: summary, fluxLibre: summary };

  it('accepts one summary per category', () => {
    expect(journeySummariesSchema.parse(summaries)).toEqual(summaries);
  });

  it.each([
    ['a float price', { ...summaries, cnp: { ...summary, price: 18.4 } }],
    ['a negative count', { ...summaries, cnp: { ...summary, count: -1 } }],
    ['a missing category', { retardPaiement: summary, cnp: summary }],
  ])('rejects %s', (_name, value) => {
    expect(journeySummariesSchema.safeParse(value).success).toBe(false);
  });
});
