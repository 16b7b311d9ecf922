import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type AuthenticationPageType } from '@portico/contract';
import { authenticationPageQueryOptions } from '../../features/account/api/get-authentication-page.ts';

/**
 * /{lang}/account/login, /account/register and /renters/login (type renter): starts the sign-in page's texts and picture but
 * does not wait (the form shows at once, the presentation has its skeleton); the server paints
 * them with its answer.
 */
export function authenticationPageLoader(
  queryClient: QueryClient,
  type: AuthenticationPageType = 'user',
) {
  return ({ params }: LoaderFunctionArgs) => {
    if (isLanguage(params.lang)) {
      void queryClient.prefetchQuery(authenticationPageQueryOptions(params.lang, type));
    }
    return null;
  };
}
