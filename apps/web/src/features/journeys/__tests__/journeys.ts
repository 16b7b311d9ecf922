import type { Journey, JourneySet } from '@portico/contract';

/** Test data: a finished free-flow trip on the whole A79 in class 1 (4.20 EUR), with overrides. */
export function aJourney(overrides: Partial<Journey> = {}): Journey {
  const base: Journey = {
    id: 'j1',
    inProgressId: null,
    date: '2026-03-02T08:15:00+01:00',
    deadline: null,
    in: { id: '34', label: 'Montmarault (34)' },
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
  };
  return { ...base, ...overrides };
}

export function aJourneySet(journeys: Journey[], overrides: Partial<JourneySet> = {}) {
  return {
    type: 'detailed' as const,
    company: null,
    plate: 'AB123CD',
    sessionId: 'session-1',
    vehicleInformation: null,
    countryCode: 'FR',
    journeys,
    ...overrides,
  };
}

export function storeJourneySet(set: unknown): void {
  localStorage.setItem('journeys', JSON.stringify(set));
}
