import { describe, expect, it } from 'vitest';
import type { CaseOrigin, PaymentLimit } from './vocabulary.ts';
import { paymentLimits } from './vocabulary.ts';
import { claimCategory, groupByCategory, journeyCategory, summarize } from './journey-category.ts';
import { makeJourney } from './journey-factory.ts';

type Limit = PaymentLimit | null;

describe('journeyCategory (spec 000 section 4 "Journey category")', () => {
  it.each([
    // AUTRE, BEFORE_OMP, OMP, PRIMO_DESIGNATED give late payment.
    ['AUTRE', null, 'retardPaiement'],
    ['AUTRE', 'IRIS', 'retardPaiement'],
    ['BEFORE_OMP', null, 'retardPaiement'],
    ['BEFORE_OMP', 'IRIS', 'retardPaiement'],
    ['OMP', null, 'retardPaiement'],
    ['OMP', 'IRIS', 'retardPaiement'],
    ['PRIMO_DESIGNATED', null, 'retardPaiement'],
    ['PRIMO_DESIGNATED', 'IRIS', 'retardPaiement'],
    // INFRACTION gives cnp.
    ['INFRACTION', null, 'cnp'],
    ['INFRACTION', 'IRIS', 'cnp'],
    // IRIS gives late payment if the case origin is IRIS, else free flow.
    ['IRIS', 'IRIS', 'retardPaiement'],
    ['IRIS', null, 'fluxLibre'],
    // Default free flow.
    [null, null, 'fluxLibre'],
    [null, 'IRIS', 'fluxLibre'],
  ] as [Limit, CaseOrigin | null, string][])(
    'paymentLimit %s, caseOrigin %s -> %s',
    (paymentLimit, caseOrigin, expected) => {
      expect(journeyCategory({ paymentLimit, caseOrigin })).toBe(expected);
    },
  );
});

describe('claimCategory (spec 000 section 4 "Claim category")', () => {
  it.each([
    ['BEFORE_OMP', 'retardPaiement'],
    ['PRIMO_DESIGNATED', 'retardPaiement'],
    ['OMP', 'omp'],
    ['INFRACTION', 'cnp'],
    ['AUTRE', 'fluxLibre'],
    ['IRIS', 'fluxLibre'],
    [null, 'fluxLibre'],
  ] as [Limit, string][])('paymentLimit %s -> %s', (paymentLimit, expected) => {
    expect(claimCategory({ paymentLimit })).toBe(expected);
  });

  it('covers every paymentLimit of the vocabulary', () => {
    const covered = ['BEFORE_OMP', 'PRIMO_DESIGNATED', 'OMP', 'INFRACTION', 'AUTRE', 'IRIS'];
    expect([...paymentLimits].sort()).toEqual(covered.sort());
  });
});

const trips = [
  makeJourney({ id: 'a', totalPrice: 420 }),
  makeJourney({
    id: 'b',
    paymentLimit: 'BEFORE_OMP',
    indemnity: 1000,
    totalPrice: 1420,
  }),
  makeJourney({ id: 'c', paymentLimit: 'INFRACTION', ticketNumber: 'T-1' }),
  makeJourney({ id: 'd', paymentLimit: 'IRIS', caseOrigin: null }),
  makeJourney({ id: 'e', paymentLimit: 'PRIMO_DESIGNATED' }),
  makeJourney({ id: 'f', paymentLimit: 'OMP', indemnity: 9000, totalPrice: 9420 }),
  makeJourney({ id: 'g', paymentLimit: 'IRIS', caseOrigin: 'IRIS' }),
];

describe('groupByCategory (spec 001 "Trips lists")', () => {
  it('puts each trip in its category, keeping the given order', () => {
    const groups = groupByCategory(trips);
    expect({
      retardPaiement: groups.retardPaiement.map((j) => j.id),
      cnp: groups.cnp.map((j) => j.id),
      fluxLibre: groups.fluxLibre.map((j) => j.id),
    }).toEqual({ retardPaiement: ['b', 'e', 'f', 'g'], cnp: ['c'], fluxLibre: ['a', 'd'] });
  });

  it('returns every category, empty ones included, and the trips themselves', () => {
    const groups = groupByCategory([trips[0]!]);
    expect(groups).toEqual({ retardPaiement: [], cnp: [], fluxLibre: [trips[0]] });
    expect(groups.fluxLibre[0]).toBe(trips[0]);
  });
});

describe('summarize (spec 001 "Summaries per category")', () => {
  it('counts, sums totalPrice in cents and flags first offences per category', () => {
    expect(summarize(trips)).toEqual({
      retardPaiement: { count: 4, price: 1420 + 420 + 9420 + 420, hasPrimoPassantTravel: true },
      cnp: { count: 1, price: 420, hasPrimoPassantTravel: false },
      fluxLibre: { count: 2, price: 840, hasPrimoPassantTravel: false },
    });
  });

  it.each([
    ['a first-offence notice', 'PRIMO_DESIGNATED', true],
    ['a notice before OMP only', 'BEFORE_OMP', false],
    ['an OMP case only', 'OMP', false],
  ] as const)('hasPrimoPassantTravel with %s: %s', (_name, paymentLimit, expected) => {
    const summaries = summarize([makeJourney({ paymentLimit })]);
    expect(summaries.retardPaiement.hasPrimoPassantTravel).toBe(expected);
  });

  it('gives zeros for no trips', () => {
    const empty = { count: 0, price: 0, hasPrimoPassantTravel: false };
    expect(summarize([])).toEqual({ retardPaiement: empty, cnp: empty, fluxLibre: empty });
  });

  it('sums totalPrice, not ttcPrice: the indemnity counts and what was paid does not', () => {
    const partlyPaid = makeJourney({ alreadyPaid: 220, totalPrice: 200 });
    expect(summarize([partlyPaid]).fluxLibre.price).toBe(200);
  });
});
