import { describe, expect, it } from 'vitest';
import { makeJourney as aJourney, makeJourneySet as aJourneySet } from '@portico/contract/testing';
import { forgetPaidJourneys } from '../utils/paid-journeys.ts';

const storeJourneySet = (set: unknown) => localStorage.setItem('journeys', JSON.stringify(set));

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('forgetPaidJourneys', () => {
  it('drops the paid selection, the prepaid list and the paid trips of the stored set', () => {
    storeJourneySet({
      ...aJourneySet([aJourney({ id: 'a' }), aJourney({ id: 'b' }), aJourney({ id: 'c' })]),
      plateHasAccount: true,
    });
    localStorage.setItem('payment/journeys', JSON.stringify([aJourney({ id: 'a' })]));
    localStorage.setItem('prepayment/journeys', JSON.stringify([{ count: 2 }]));
    forgetPaidJourneys();
    expect(stored('payment/journeys')).toBeNull();
    expect(stored('prepayment/journeys')).toBeNull();
    expect(stored('journeys')).toMatchObject({
      plate: 'AB123CD',
      plateHasAccount: true,
      journeys: [{ id: 'b' }, { id: 'c' }],
    });
  });

  it('leaves the stored set alone when no selection was stored', () => {
    const set = aJourneySet([aJourney({ id: 'a' })]);
    storeJourneySet(set);
    forgetPaidJourneys();
    expect(stored('journeys')).toEqual(set);
  });

  it('ignores stored entries that are not trips', () => {
    storeJourneySet({ ...aJourneySet([aJourney({ id: 'a' }), aJourney({ id: 'b' })]) });
    localStorage.setItem('payment/journeys', JSON.stringify([{ id: 'a' }, 'b', null, { id: 7 }]));
    forgetPaidJourneys();
    expect(stored('journeys')).toMatchObject({ journeys: [{ id: 'b' }] });
  });
});
