import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  routes,
  type AuthenticationPage,
  type AuthenticationPageType,
  type Language,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** What the page shows when its data cannot load: the portal's own texts, no picture. */
export const noAuthenticationPage: AuthenticationPage = {
  title: null,
  text: null,
  picture: null,
  pictureAlt: null,
};

/**
 * GET /whitelabels/authentication-page (spec 000 section 7): the sign-in page's texts and
 * picture; a failed call gives no page, so the form is never held up by it.
 */
export async function getAuthenticationPage(
  language: Language,
  type: AuthenticationPageType,
  signal?: AbortSignal,
): Promise<AuthenticationPage> {
  try {
    return await apiRequest(routes.authenticationPage, {
      language,
      query: { type },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return noAuthenticationPage;
  }
}

export function authenticationPageQueryOptions(language: Language, type: AuthenticationPageType) {
  return queryOptions({
    queryKey: ['authentication-page', type, language],
    queryFn: ({ signal }) => getAuthenticationPage(language, type, signal),
  });
}

export function useAuthenticationPage(type: AuthenticationPageType) {
  return useQuery(authenticationPageQueryOptions(useLanguage(), type));
}
