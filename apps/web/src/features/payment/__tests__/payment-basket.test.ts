import { describe, expect, it } from 'vitest';
import { paymentBasket, paymentItemOf } from '../utils/payment-basket.ts';
import { finishedTrip, ongoingTrip, prepaidTrip } from './payment-fixtures.ts';

const trips = [finishedTrip, ongoingTrip, prepaidTrip];
const context = { lookupSessionId: 'lookup-1', fromNoticeOrCnp: false, isCustomer: false };

describe('payment items (spec 001 section 7)', () => {
  it.each([
    ['a finished trip by its id', finishedTrip, { idDossier: 'dossier-1' }],
    ['an ongoing trip by its inProgressId', ongoingTrip, { inProgressId: 'progress-1' }],
    [
      'a prepaid trip by its gates and class',
      prepaidTrip,
      { prepaymentJourney: { in: '25-28', out: '34', vehicleCategory: 2 } },
    ],
  ])('names %s', (_case, journey, item) => {
    expect(paymentItemOf(journey)).toEqual(item);
  });

  it('cannot price a prepaid trip without an exit', () => {
    expect(paymentItemOf({ ...prepaidTrip, out: null })).toBeNull();
  });
});

describe('paymentBasket', () => {
  it('asks for every owed trip plus the prepaid ones for a visitor (allJourneys)', () => {
    expect(paymentBasket(trips, context)).toEqual({
      call: 'allJourneys',
      lookupSessionId: 'lookup-1',
      body: { prepayments: [{ in: '25-28', out: '34', vehicleCategory: 2 }] },
    });
  });

  it.each([
    ['a notice or CNP lookup', { fromNoticeOrCnp: true }],
    ['a customer', { isCustomer: true }],
  ])('names each chosen trip for %s (journeys)', (_case, who) => {
    expect(paymentBasket(trips, { ...context, ...who })).toEqual({
      call: 'journeys',
      lookupSessionId: 'lookup-1',
      body: {
        journeys: [
          { idDossier: 'dossier-1' },
          { inProgressId: 'progress-1' },
          { prepaymentJourney: { in: '25-28', out: '34', vehicleCategory: 2 } },
        ],
      },
    });
  });

  it('says electric for a prepaid trip estimated with the box ticked, in both calls', () => {
    const electricTripIds = new Set([prepaidTrip.id]);
    const electricTrip = { in: '25-28', out: '34', vehicleCategory: 2, electric: true };
    expect(paymentBasket(trips, { ...context, electricTripIds })?.body).toEqual({
      prepayments: [electricTrip],
    });
    expect(
      paymentBasket([prepaidTrip], { ...context, isCustomer: true, electricTripIds })?.body,
    ).toEqual({ journeys: [{ prepaymentJourney: electricTrip }] });
  });

  it('prices the chosen trips of a renter one by one without a lookup (issue 25 item 7)', () => {
    const chosen = [
      { ...finishedTrip, id: 'notice-1' },
      { ...finishedTrip, id: 'notice-2' },
    ];
    expect(paymentBasket(chosen, { ...context, lookupSessionId: null, isRenter: true })).toEqual({
      call: 'journeys',
      lookupSessionId: null,
      body: { journeys: [{ idDossier: 'notice-1' }, { idDossier: 'notice-2' }] },
    });
    // A visitor's whole debt needs the plate's lookup.
    expect(paymentBasket(chosen, { ...context, lookupSessionId: null })).toBeNull();
  });
});
