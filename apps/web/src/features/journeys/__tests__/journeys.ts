import type { Journey, JourneySet } from '@portico/contract';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';
import { noteFetchedSession } from '../api/reload-journeys.ts';

/** Test data: a finished free-flow trip on the whole A79 in class 1 (4.20 EUR), with overrides. */
export function aJourney(overrides: Partial<Journey> = {}): Journey {
  return makeJourney({ deadline: null, in: { id: '34', label: 'Montmarault (34)' }, ...overrides });
}

export function aJourneySet(journeys: Journey[], overrides: Partial<JourneySet> = {}): JourneySet {
  return makeJourneySet(journeys, overrides);
}

/**
 * Stores a set as if this page's life had fetched it: the trips screen, which the tests open
 * first (a POP navigation), does not ask the server again.
 */
export function storeJourneySet(set: unknown): void {
  localStorage.setItem('journeys', JSON.stringify(set));
  const sessionId = (set as { sessionId?: unknown } | null)?.sessionId;
  if (typeof sessionId === 'string') noteFetchedSession(sessionId);
}

/**
 * Stores a set as an earlier visit left it, under a session this page's life never saw: the
 * trips screen asks the server again.
 */
export function storeJourneySetOfEarlierVisit(set: JourneySet): void {
  localStorage.setItem('journeys', JSON.stringify(set));
  localStorage.setItem('sessionId', JSON.stringify(set.sessionId));
}
