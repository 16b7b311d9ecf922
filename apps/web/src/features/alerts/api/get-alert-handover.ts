import {
  alertTokenPattern,
  routes,
  type AlertHandoverResponse,
  type Language,
} from '@portico/contract';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

/**
 * GET /customers/handovers?token=: the request to move a plate's alerts, as the address receiving
 * them sees it from its e-mail's link. Only reads: opening the link decides nothing.
 */
export function getAlertHandover(
  language: Language,
  token: string,
  signal?: AbortSignal,
): Promise<AlertHandoverResponse> {
  return apiRequest(routes.alertHandover, {
    language,
    query: { token },
    signal,
  });
}

/** What the handover page opens with: the request, a link that is no longer one, or a failure. */
export type AlertHandoverLoad =
  { kind: 'found'; handover: AlertHandoverResponse } | { kind: 'invalid' } | { kind: 'failed' };

/**
 * The request of the link's token, for the route's loader: its answer travels with the page the
 * server paints, so the browser shows the same thing when it takes over. A token that cannot be
 * one is not sent.
 */
export async function loadAlertHandover(
  language: Language,
  token: string,
  signal?: AbortSignal,
): Promise<AlertHandoverLoad> {
  if (!alertTokenPattern.test(token)) return { kind: 'invalid' };
  try {
    return { kind: 'found', handover: await getAlertHandover(language, token, signal) };
  } catch (error) {
    const code = isApiError(error) ? error.code : null;
    if (code === 'alert_handover_invalid' || code === 'invalid_request') return { kind: 'invalid' };
    return { kind: 'failed' };
  }
}
