import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';

/**
 * /{lang}/account/profile: the customer's profile loads before the page shows (the guard table
 * has already sent a visitor who is not signed in to account/login). A failed load is the page's
 * to show, as an error text in place of the card.
 */
export function accountProfileLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    if (!isLanguage(params.lang)) return null;
    try {
      await queryClient.ensureQueryData(profileQueryOptions(params.lang));
    } catch {
      // Shown by the page (its query keeps the error).
    }
    return null;
  };
}
