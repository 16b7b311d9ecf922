import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ClaimDecision } from './preview-claim-decision.ts';

/** Decides the claim; answers it as it now stands. */
export function decideClaim(language: Language, reference: string, decision: ClaimDecision) {
  return apiRequest(routes.decideClaimCase, { language, params: { reference }, body: decision });
}
