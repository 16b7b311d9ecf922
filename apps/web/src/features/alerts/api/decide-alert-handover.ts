import { useMutation } from '@tanstack/react-query';
import {
  routes,
  type AlertHandoverDecision,
  type AlertHandoverResponse,
  type Language,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * POST /customers/handovers: the current address's answer, KEEP (the alerts stay) or RELEASE
 * (they move now). The answer is the request in its new state.
 */
export function decideAlertHandover(
  language: Language,
  token: string,
  decision: AlertHandoverDecision,
): Promise<AlertHandoverResponse> {
  return apiRequest(routes.decideAlertHandover, {
    language,
    body: { token, decision },
  });
}

export function useDecideAlertHandover(token: string) {
  const language = useLanguage();
  return useMutation({
    mutationFn: (decision: AlertHandoverDecision) => decideAlertHandover(language, token, decision),
  });
}
