import { isJourneySet, sortJourneys, type Journey, type JourneySet } from '@portico/contract';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage.ts';

/**
 * The journey set a plate lookup stored (spec: key `journeys`), plus whether the plate matches
 * existing accounts: the lookup knows it, the journeys screen shows a different text for it.
 */
export interface StoredJourneySet extends JourneySet {
  plateHasAccount: boolean;
}

/**
 * The stored set, its journeys sorted; null when missing or not a valid set. Checked with the
 * contract's isJourneySet (no Zod on the trips pages); plateHasAccount defaults to false.
 */
export function readStoredJourneySet(): StoredJourneySet | null {
  const stored = readStored('local', storageKeys.journeys);
  if (!isJourneySet(stored)) return null;
  const { plateHasAccount } = stored as { plateHasAccount?: unknown };
  return {
    ...stored,
    plateHasAccount: plateHasAccount === true,
    journeys: sortJourneys(stored.journeys),
  };
}

/** The lookup's session (spec key `sessionId`), which reopens the same plate without a captcha. */
export function readStoredSessionId(): string | null {
  const stored = readStored('local', storageKeys.sessionId);
  return typeof stored === 'string' && stored.length > 0 ? stored : null;
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

/**
 * The prepaid trips added to the stored lookup of this vehicle (a signed-in customer prepays through
 * the plate form: the trips wait in that lookup until paid); none for another vehicle.
 */
export function storedPrepaidTripsOf(
  vehicle: Pick<JourneySet, 'plate' | 'countryCode'>,
): Journey[] {
  const set = readStoredJourneySet();
  if (!set || set.plate !== vehicle.plate || set.countryCode !== vehicle.countryCode) return [];
  return set.journeys.filter((journey) => journey.status === 'PREPAYMENT');
}

export function removeStoredJourney(id: string): void {
  updateStoredJourneys((journey) => journey.id !== id);
}

export function storeJourneysToPay(journeys: readonly Journey[]): void {
  writeStored('local', storageKeys.paymentJourneys, journeys);
}

/**
 * A signed-in customer pays trips of one of their plates: that plate's set and session are stored
 * as a plate lookup stores them, so the payment page prices them with /payments/journeys and
 * that plate's sessionId. Like a plate lookup it ends any notice lookup (its flags and set).
 */
export function storeCustomerJourneysToPay(
  journeySet: JourneySet,
  journeys: readonly Journey[],
): void {
  writeStored('local', storageKeys.journeys, { ...journeySet, plateHasAccount: true });
  writeStored('local', storageKeys.sessionId, journeySet.sessionId);
  writeStored('local', storageKeys.isFromAvisOrCnp, false);
  writeStored('local', storageKeys.paymentNoticeIsValid, false);
  storeJourneysToPay(journeys);
}

export function storeInProgressJourney(journey: Journey): void {
  writeStored('local', storageKeys.inProgressJourney, journey);
}
