import type { JourneySet, LookupTarget } from '@portico/contract';
import { removeStored, storageKeys, writeStored } from '../../../lib/storage.ts';

/** A notice or a non-payment declaration: what makes a case lookup a "valid payment notice". */
function isNoticeOrCnp(journey: JourneySet['journeys'][number]): boolean {
  return journey.nature === 'latePayment' || journey.nature === 'nonPaymentDeclaration';
}

/** Where a lookup leads: a case's notices to /paymentNotice, anything else to /journeys. */
export type LookupDestination = 'journeys' | 'paymentNotice';

/**
 * Keeps a successful lookup under the spec's keys (000 section 3), for the trips screens and
 * their guards. The previous lookup's plate form goes with a case lookup, so a stale plate never
 * opens prepayment for another vehicle. plateHasAccount (the owners call's answer, false for a
 * case number) picks the trips screen's account text. Returns the page to show next.
 */
export function storeLookup(
  target: LookupTarget,
  journeySet: JourneySet,
  plateHasAccount = false,
): LookupDestination {
  if (target.kind === 'plate') {
    writeStored('local', storageKeys.plateForm, {
      licensePlate: target.plate,
      country: target.countryCode,
    });
  } else {
    removeStored('local', storageKeys.plateForm);
  }
  writeStored('local', storageKeys.journeys, {
    ...journeySet,
    plateHasAccount: target.kind === 'plate' && plateHasAccount,
  });
  writeStored('local', storageKeys.sessionId, journeySet.sessionId);
  const fromCase = target.kind === 'case';
  writeStored('local', storageKeys.isFromAvisOrCnp, fromCase);
  // A plate lookup clears the flag: with it set, the guards would send /journeys to /paymentNotice.
  const noticeIsValid = fromCase && journeySet.journeys.some(isNoticeOrCnp);
  writeStored('local', storageKeys.paymentNoticeIsValid, noticeIsValid);
  return noticeIsValid ? 'paymentNotice' : 'journeys';
}
