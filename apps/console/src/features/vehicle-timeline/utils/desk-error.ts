import type { ErrorCode } from '@portico/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';

/**
 * The support desk's own refusals, each with its text in the desk's part of the texts: mapped
 * here, not in lib/error-message.ts, whose table is in every page's entry.
 */
const deskMessages: Partial<Record<ErrorCode, ErrorMessageKey>> = {
  vehicle_not_found: 'errors.vehicle_not_found',
  invalid_number_plate: 'errors.invalid_number_plate',
  payment_not_found: 'errors.payment_not_found',
  payment_not_paid: 'errors.payment_not_paid',
  receipt_recipient_missing: 'errors.receipt_recipient_missing',
  journey_not_found: 'errors.journey_not_found',
  journey_already_paid: 'errors.journey_already_paid',
  journey_not_cancellable: 'errors.journey_not_cancellable',
  passage_not_found: 'errors.passage_not_found',
  passages_not_movable: 'errors.passages_not_movable',
  deadline_extension_invalid: 'errors.deadline_extension_invalid',
  deadline_not_extendable: 'errors.deadline_not_extendable',
  // The finance desk's refund of a payment (issue 29 item 1).
  payment_not_refundable: 'errors.payment_not_refundable',
  refund_in_progress: 'errors.refund_in_progress',
  refund_over_amount: 'errors.refund_over_amount',
};

/** What went wrong on the desk, as the text to show (any other failure as everywhere). */
export function deskErrorKey(error: unknown): ErrorMessageKey {
  const desk = isApiError(error) && error.code ? deskMessages[error.code] : undefined;
  return desk ?? errorMessageKey(error);
}
