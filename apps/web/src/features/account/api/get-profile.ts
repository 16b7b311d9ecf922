import { queryOptions } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /users/me: the signed-in customer's profile (spec 000 section 3). Apart from the profile's
 * changes (profile.ts): the router's loader imports it, so it stays small in every route's load.
 */
export const profileQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['profile', language],
    queryFn: ({ signal }) => apiRequest(routes.me, { language, signal }),
  });
