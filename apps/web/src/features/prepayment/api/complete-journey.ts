import { useMutation } from '@tanstack/react-query';
import { routes, type InProgressCompletion, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface CompletionRequest {
  inProgressId: string;
  /** The exit gate as the road names it. */
  out: string;
  /** The lookup's session; a signed-in customer may go without (the bearer token names them). */
  sessionId: string | null;
}

/** POST /journeys/inProgress/{inProgressId}/completion: the ongoing trip ends at the exit. */
export function completeInProgressJourney(
  language: Language,
  request: CompletionRequest,
): Promise<InProgressCompletion> {
  return apiRequest(routes.completeInProgressJourney, {
    language,
    params: { inProgressId: request.inProgressId },
    query: { sessionId: request.sessionId ?? undefined },
    body: { out: request.out },
  });
}

export function useCompleteInProgressJourney() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (request: CompletionRequest) => completeInProgressJourney(language, request),
  });
}
