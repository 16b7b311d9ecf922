import type { ErrorCode } from '@portico/contract';

/**
 * Where a payment error leads: a new search (the lookup expired), back to the trips, the result
 * of the payment being confirmed (a fleet card's, never paid twice), or nowhere.
 */
export type PaymentWayOut = 'searchAgain' | 'backToTrips' | 'checkResult' | null;

const wayOutByCode: Partial<Record<ErrorCode, PaymentWayOut>> = {
  payment_session_invalid: 'searchAgain',
  payment_journeys_invalid: 'backToTrips',
  session_without_journeys: 'backToTrips',
  payment_already_started: 'backToTrips',
  payment_being_confirmed: 'checkResult',
  false_in_progress_journey: 'backToTrips',
  missing_post_payment_with_prepayment: 'backToTrips',
  unauthorized_prepayment: 'backToTrips',
};

export function paymentWayOut(code: ErrorCode | null): PaymentWayOut {
  return code ? (wayOutByCode[code] ?? null) : null;
}

/** The trips list the visitor came from: notices, a customer's travels, or the visitor's journeys. */
export function tripsPathOf(context: {
  fromNoticeOrCnp: boolean;
  isCustomer: boolean;
  isRenter?: boolean;
}): string {
  if (context.isRenter)
    return context.fromNoticeOrCnp ? 'renters/paymentNotice' : 'renters/travels';
  if (context.fromNoticeOrCnp) return 'paymentNotice';
  return context.isCustomer ? 'travels' : 'journeys';
}
