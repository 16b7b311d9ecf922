import type { ErrorCode } from '@portico/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/error-message.ts';

/**
 * The refunds' own refusals: a decision's in the refunds' part of the texts, a refund's of a
 * payment in the desk's (the timeline's dialog; the refunds page loads it too, for the reason
 * field). Mapped here, not in lib/error-message.ts, whose table is in every page's entry.
 */
const refundMessages: Partial<Record<ErrorCode, ErrorMessageKey>> = {
  payment_not_found: 'errors.payment_not_found',
  payment_not_refundable: 'errors.payment_not_refundable',
  refund_in_progress: 'errors.refund_in_progress',
  refund_over_amount: 'errors.refund_over_amount',
  refund_not_found: 'errors.refund_not_found',
  refund_not_pending: 'errors.refund_not_pending',
};

/** What went wrong with a refund, as the text to show (any other failure as everywhere). */
export function refundErrorKey(error: unknown): ErrorMessageKey {
  const own = isApiError(error) && error.code ? refundMessages[error.code] : undefined;
  return own ?? errorMessageKey(error);
}
