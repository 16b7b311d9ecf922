import type { Journey } from '@portico/contract';
import { makeJourney } from '@portico/contract/testing';
import { describe, expect, it } from 'vitest';
import {
  apiStatus,
  duplicateItem,
  isFinal,
  journeyRefusal,
  newPaymentId,
  newReference,
  payableJourneys,
} from './domain.ts';

const journey = (overrides: Partial<Journey> = {}): Journey =>
  makeJourney({ id: '1', ...overrides });

describe('apiStatus and isFinal', () => {
  it.each([
    ['OPEN', 'PENDING', false],
    ['PENDING', 'PENDING', false],
    ['SUCCEED', 'SUCCEED', true],
    ['DUPLICATED', 'DUPLICATED', true],
    ['REJECTED', 'REJECTED', true],
    ['CANCELLED', 'CANCELLED', true],
  ] as const)('%s is shown as %s (final: %s)', (stored, shown, final) => {
    expect(apiStatus(stored)).toBe(shown);
    expect(isFinal(stored)).toBe(final);
  });
});

describe('identifiers', () => {
  it('makes unguessable session ids and readable 12-character references', () => {
    const ids = new Set(Array.from({ length: 200 }, newPaymentId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const reference = newReference();
    expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  });
});

describe('journeyRefusal', () => {
  it('takes a completed owed trip or notice by idDossier', () => {
    expect(journeyRefusal(journey(), { idDossier: '1' })).toBeNull();
    expect(
      journeyRefusal(journey({ paymentLimit: 'BEFORE_OMP', indemnity: 1000, totalPrice: 1420 }), {
        idDossier: '1',
      }),
    ).toBeNull();
  });

  it('refuses OMP, ongoing trips by idDossier and trips with nothing to pay', () => {
    expect(journeyRefusal(journey({ paymentLimit: 'OMP' }), { idDossier: '1' })).toBe(
      'payment_journeys_invalid',
    );
    expect(
      journeyRefusal(journey({ status: 'EN_COURS', completed: false }), { idDossier: '1' }),
    ).toBe('payment_journeys_invalid');
    expect(journeyRefusal(journey({ alreadyPaid: 420, totalPrice: 0 }), { idDossier: '1' })).toBe(
      'payment_journeys_invalid',
    );
  });

  it('takes an ongoing trip by inProgressId only', () => {
    const ongoing = journey({ status: 'EN_COURS', completed: false, inProgressId: '1' });
    expect(journeyRefusal(ongoing, { inProgressId: '1' })).toBeNull();
    expect(journeyRefusal(journey(), { inProgressId: '1' })).toBe('false_in_progress_journey');
  });
});

describe('payableJourneys (allJourneys)', () => {
  it('keeps completed owed trips and notices, not OMP, ongoing or settled ones', () => {
    const kept = payableJourneys([
      journey({ id: 'a' }),
      journey({ id: 'b', paymentLimit: 'OMP' }),
      journey({ id: 'c', status: 'EN_COURS', completed: false }),
      journey({ id: 'd', paymentLimit: 'PRIMO_DESIGNATED' }),
      journey({ id: 'e', alreadyPaid: 420, totalPrice: 0 }),
    ]);
    expect(kept.map((item) => item.id)).toEqual(['a', 'd']);
  });
});

describe('duplicateItem', () => {
  it('sees the same journey twice, whatever the key', () => {
    expect(duplicateItem([{ idDossier: '1' }, { idDossier: '2' }])).toBe(false);
    expect(duplicateItem([{ idDossier: '1' }, { inProgressId: '1' }])).toBe(true);
    const prepaid = { prepaymentJourney: { in: '34', out: '23', vehicleCategory: 1 as const } };
    expect(duplicateItem([prepaid, prepaid])).toBe(false);
  });
});
