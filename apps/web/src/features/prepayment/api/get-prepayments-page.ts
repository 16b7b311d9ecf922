import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Language, type PrepaymentsPage } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** A white-label without the page, or a failed call: the screen shows the portal's own texts. */
const emptyPage: PrepaymentsPage = {
  title: null,
  text: null,
  picture: null,
  pictureAlt: null,
  gates: [],
};

/** GET /whitelabels/payments/prepayments/page (spec 001 section 7): title, text and picture. */
export async function getPrepaymentsPage(
  language: Language,
  signal?: AbortSignal,
): Promise<PrepaymentsPage> {
  try {
    return await apiRequest(routes.prepaymentsPage, { language, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return emptyPage;
  }
}

export function prepaymentsPageQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['prepayments-page', language],
    queryFn: ({ signal }) => getPrepaymentsPage(language, signal),
  });
}

export function usePrepaymentsPage() {
  return useQuery(prepaymentsPageQueryOptions(useLanguage()));
}
