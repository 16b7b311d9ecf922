import type { Journey, JourneySet } from '@portico/contract';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';

/** Test data: a finished free-flow trip on the whole A79 in class 1 (4.20 EUR), with overrides. */
export function aJourney(overrides: Partial<Journey> = {}): Journey {
  return makeJourney({ deadline: null, in: { id: '34', label: 'Montmarault (34)' }, ...overrides });
}

export function aJourneySet(journeys: Journey[], overrides: Partial<JourneySet> = {}): JourneySet {
  return makeJourneySet(journeys, overrides);
}

export function storeJourneySet(set: unknown): void {
  localStorage.setItem('journeys', JSON.stringify(set));
}
