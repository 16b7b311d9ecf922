import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';

/**
 * The payment the result pages belong to (key `payment/sessionId`): the payment page stores it
 * before leaving for the PSP, the processing page again from the PSP's return URL.
 */
export function readPaymentSession(): string | null {
  const stored = readStored('local', storageKeys.paymentSession);
  return typeof stored === 'string' && stored.length > 0 ? stored : null;
}

export function storePaymentSession(sessionId: string): void {
  writeStored('local', storageKeys.paymentSession, sessionId);
}
