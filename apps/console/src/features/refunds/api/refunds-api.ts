import { routes, type Language, type RefundDecision } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export type RefundView = 'waiting' | 'history';

/** One page of refund attempts, newest first; `before` continues after the previous page. */
export function getRefunds(
  language: Language,
  view: RefundView,
  before?: string,
  signal?: AbortSignal,
) {
  return apiRequest(routes.refunds, {
    language,
    query: before ? { view, before } : { view },
    signal,
  });
}

/** Approves, cancels or retries one attempt (the fresh passkey check's action). */
export function decideRefund(
  language: Language,
  refundId: string,
  body: { decision: RefundDecision; reason: string },
) {
  return apiRequest(routes.decideRefund, { language, params: { refundId }, body });
}
