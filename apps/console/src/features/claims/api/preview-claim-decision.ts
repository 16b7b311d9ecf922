import { routes, type Language, type RouteBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export type ClaimDecision = RouteBody<'decideClaimCase'>;

/** The e-mail the claimant would get for this decision; nothing is decided or sent. */
export function previewClaimDecision(
  language: Language,
  reference: string,
  decision: ClaimDecision,
) {
  return apiRequest(routes.claimDecisionPreview, {
    language,
    params: { reference },
    body: decision,
  });
}
