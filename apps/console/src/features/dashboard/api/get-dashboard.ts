import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The white-label's dashboard: today and the last 30 days. */
export function getDashboard(language: Language, signal: AbortSignal) {
  return apiRequest(routes.dashboard, { language, signal });
}
