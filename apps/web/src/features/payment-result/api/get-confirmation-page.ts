import { queryOptions } from '@tanstack/react-query';
import { routes, type ConfirmationPage, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the success page shows when its data cannot load: no articles, no alert, the spec's 2 years. */
export const defaultConfirmationPage: ConfirmationPage = {
  articleList: [],
  canSubscribeAlert: false,
  dataRetentionYears: 2,
};

/** GET /whitelabels/payments/confirmation/page; a failed call gives the defaults. */
export async function getConfirmationPage(
  language: Language,
  signal?: AbortSignal,
): Promise<ConfirmationPage> {
  try {
    return await apiRequest(routes.paymentConfirmationPage, { language, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return defaultConfirmationPage;
  }
}

export function confirmationPageQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['payment-confirmation-page', language],
    queryFn: ({ signal }) => getConfirmationPage(language, signal),
  });
}
