import { z } from 'zod';
import { journeySetSchema, sortJourneys, type Journey, type JourneySet } from '@portico/contract';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage.ts';

/**
 * The journey set a plate lookup stored (spec: key `journeys`), plus whether the plate matches
 * existing accounts: the lookup knows it, the journeys screen shows a different text for it.
 */
export const storedJourneySetSchema = journeySetSchema.extend({
  plateHasAccount: z.boolean().default(false),
});
export type StoredJourneySet = z.infer<typeof storedJourneySetSchema>;

/** The stored set, its journeys sorted; null when missing or not a valid set. */
export function readStoredJourneySet(): StoredJourneySet | null {
  const parsed = storedJourneySetSchema.safeParse(readStored('local', storageKeys.journeys));
  if (!parsed.success) return null;
  return { ...parsed.data, journeys: sortJourneys(parsed.data.journeys) };
}

/** The lookup's session (spec key `sessionId`), which reopens the same plate without a captcha. */
export function readStoredSessionId(): string | null {
  const stored = readStored('local', storageKeys.sessionId);
  return typeof stored === 'string' && stored.length > 0 ? stored : null;
}

/** A set reloaded with the session replaces the stored one; what the lookup knew stays. */
export function storeReloadedJourneySet(
  journeySet: JourneySet,
  previous: Pick<StoredJourneySet, 'plateHasAccount'>,
): void {
  writeStored('local', storageKeys.journeys, {
    ...journeySet,
    plateHasAccount: previous.plateHasAccount,
  });
  writeStored('local', storageKeys.sessionId, journeySet.sessionId);
}

export function hasValidPaymentNotice(): boolean {
  return readStored('local', storageKeys.paymentNoticeIsValid) === true;
}

/** Rental dates stored with the lookup (spec key `location/dates`, fields start and end). */
export function hasRentalDates(): boolean {
  const dates = readStored('local', storageKeys.locationDates);
  return typeof dates === 'object' && dates !== null && 'start' in dates && 'end' in dates;
}

function updateStoredJourneys(keep: (journey: Journey) => boolean): void {
  const set = readStoredJourneySet();
  if (set)
    writeStored('local', storageKeys.journeys, { ...set, journeys: set.journeys.filter(keep) });
}

/** "Removing prepayments clears the prepaid list": the list itself and its synthetic trips. */
export function removePrepayments(): void {
  removeStored('local', storageKeys.prepaidJourneys);
  updateStoredJourneys((journey) => journey.status !== 'PREPAYMENT');
}

export function removeStoredJourney(id: string): void {
  updateStoredJourneys((journey) => journey.id !== id);
}

export function storeJourneysToPay(journeys: readonly Journey[]): void {
  writeStored('local', storageKeys.paymentJourneys, journeys);
}

export function storeInProgressJourney(journey: Journey): void {
  writeStored('local', storageKeys.inProgressJourney, journey);
}
