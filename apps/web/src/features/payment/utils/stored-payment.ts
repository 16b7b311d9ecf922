import { isJourney, type Journey } from '@portico/contract';
import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';

/** The trips chosen on a trips list (`payment/journeys`); null when none or not valid trips. */
export function readJourneysToPay(): Journey[] | null {
  const stored = readStored('local', storageKeys.paymentJourneys);
  return Array.isArray(stored) && stored.length > 0 && stored.every(isJourney) ? stored : null;
}

/**
 * The lookup's session, which binds the payment to the plate or case looked up: the spec's key
 * `sessionId`, else the one of the stored journey set.
 */
export function readLookupSessionId(): string | null {
  const stored = readStored('local', storageKeys.sessionId);
  if (typeof stored === 'string' && stored.length > 0) return stored;
  const set = readStored('local', storageKeys.journeys);
  if (typeof set === 'object' && set !== null && 'sessionId' in set) {
    const { sessionId } = set;
    if (typeof sessionId === 'string' && sessionId.length > 0) return sessionId;
  }
  return null;
}

/** The trips came from a notice or CNP lookup (case number): key `isFromAvisOrCnp`. */
export function isFromNoticeOrCnp(): boolean {
  return readStored('local', storageKeys.isFromAvisOrCnp) === true;
}

/** The payment the processing and result pages belong to (`payment/sessionId`). */
export function storePaymentSessionId(id: string): void {
  writeStored('local', storageKeys.paymentSession, id);
}
