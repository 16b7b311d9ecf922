import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Cancels a trip read in error (a fresh passkey check: 403 fresh_check_required). */
export function cancelJourney(language: Language, journeyId: number, reason: string) {
  return apiRequest(routes.cancelJourney, {
    language,
    params: { journeyId: String(journeyId) },
    body: { reason },
  });
}
