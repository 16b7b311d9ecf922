import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Moves a trip's deadline to `until` (an ISO instant), for `reason`. */
export function extendDeadline(
  language: Language,
  journeyId: number,
  body: { until: string; reason: string },
) {
  return apiRequest(routes.extendDeadline, {
    language,
    params: { journeyId: String(journeyId) },
    body,
  });
}
