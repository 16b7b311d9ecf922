import { randomBytes, randomInt } from 'node:crypto';
import type { ErrorCode, Journey, PaymentJourneyItem, PaymentStatus } from '@portico/contract';
import type { StoredPaymentStatus } from '../../db/schema/payments.ts';

/**
 * The pure rules of a payment: which journeys a basket may hold, how statuses move, and the
 * identifiers a payment carries. No I/O: the service reads rows and applies these.
 */

/** The API's status of a stored one: a basket not sent yet is as pending as one at the PSP. */
export function apiStatus(status: StoredPaymentStatus): PaymentStatus {
  return status === 'OPEN' ? 'PENDING' : status;
}

/** The statuses after which nothing but a late PSP success changes a payment. */
export function isFinal(status: StoredPaymentStatus): boolean {
  return status !== 'OPEN' && status !== 'PENDING';
}

/** 128 random bits, base64url: the session id names the payment in every public call. */
export function newPaymentId(): string {
  return randomBytes(16).toString('base64url');
}

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The order reference the PSP and the receipt show: 12 upper-case alphanumerics (Axepta's RefNr
 * wants exactly 12; PBX_CMD takes it too), without 0/O and 1/I so a driver can read it out.
 */
export function newReference(): string {
  let reference = '';
  for (let i = 0; i < 12; i += 1)
    reference += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return reference;
}

/** Why a listed journey cannot be paid, or null when it can (checked again at settlement). */
export function journeyRefusal(
  journey: Journey,
  item: Exclude<PaymentJourneyItem, { prepaymentJourney: unknown }>,
): ErrorCode | null {
  if ('inProgressId' in item) {
    return journey.status === 'EN_COURS' ? null : 'false_in_progress_journey';
  }
  // OMP cases are not payable online (spec: never selectable); an ongoing trip is paid by its
  // inProgressId only, so that the payer knows it is still on the road.
  if (journey.paymentLimit === 'OMP' || journey.status !== 'TERMINE') {
    return 'payment_journeys_invalid';
  }
  return journey.totalPrice > 0 ? null : 'payment_journeys_invalid';
}

/**
 * The journeys of an allJourneys basket (the free-flow visitor's): every completed trip still owed
 * and payable. OMP cases and ongoing trips are left out (the journeys screen blocks on them before
 * it gets here); the visitor pays everything else at once, as the selection rules require.
 */
export function payableJourneys(journeys: readonly Journey[]): Journey[] {
  return journeys.filter(
    (journey) =>
      journey.status === 'TERMINE' && journey.paymentLimit !== 'OMP' && journey.totalPrice > 0,
  );
}

/** The same journey listed twice in one basket would be paid twice. */
export function duplicateItem(items: readonly PaymentJourneyItem[]): boolean {
  const ids = items.flatMap((item) =>
    'idDossier' in item ? [item.idDossier] : 'inProgressId' in item ? [item.inProgressId] : [],
  );
  return new Set(ids).size !== ids.length;
}
