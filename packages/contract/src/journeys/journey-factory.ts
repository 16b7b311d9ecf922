import type { Journey, JourneySet } from './journey.ts';

/**
 * Test data: a realistic journey (the whole A79 in class 1, 4.20 EUR, within its 72 h), with
 * overrides. Test data only: exported through `@portico/contract/testing`, never the main entry.
 */
export function makeJourney(overrides: Partial<Journey> = {}): Journey {
  return {
    id: 'j1',
    inProgressId: null,
    date: '2026-03-02T08:15:00+01:00',
    deadline: '2026-03-05T08:15:00+01:00',
    in: { id: '34', label: 'Montmarault / Deux-Chaises (34)' },
    out: { id: '23', label: 'Digoin (23)' },
    carCategory: 1,
    nature: 'freeFlow',
    status: 'TERMINE',
    completed: true,
    paymentLimit: null,
    caseOrigin: null,
    cnpNumber: null,
    pvNumber: null,
    ticketNumber: null,
    htPrice: 350,
    tva: 20,
    tvaPrice: 70,
    ttcPrice: 420,
    indemnity: 0,
    alreadyPaid: 0,
    totalPrice: 420,
    company: 'ALIAE',
    ...overrides,
  };
}

/** Test data: the journey set a lookup by plate stores (spec key `journeys`). */
export function makeJourneySet(
  journeys: Journey[],
  overrides: Partial<JourneySet> = {},
): JourneySet {
  return {
    type: 'detailed',
    company: null,
    plate: 'AB123CD',
    sessionId: 'session-1',
    vehicleInformation: null,
    countryCode: 'FR',
    journeys,
    ...overrides,
  };
}
