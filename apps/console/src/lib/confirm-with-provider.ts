import { routes, type Language } from '@portico/contract';
import { apiRequest } from './api-client.ts';

/**
 * The fresh check through the identity provider: the browser leaves for the provider's sign-in
 * page and comes back, through the console's callback page, to the page it left (its address,
 * the router's `/operator` base taken off). The change that asked is not retried: the page is
 * loaded anew, and the person makes it again within five minutes.
 */
export async function confirmWithProvider(language: Language): Promise<void> {
  const { pathname, search } = window.location;
  const returnTo = `${pathname.replace(/^\/operator(?=\/|$)/, '') || '/'}${search}`;
  const { authorizationUrl } = await apiRequest(routes.staffSsoFreshCheck, {
    language,
    body: { returnTo },
  });
  window.location.assign(authorizationUrl);
}
