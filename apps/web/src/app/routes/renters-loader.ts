import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { renterProfileQueryOptions } from '../../features/renters/api/renter-profile.ts';

/**
 * The renters' signed-in pages: the renter's profile (the company, the support address the
 * header and the import errors name) starts loading with the page; the page shows its own
 * spinner and error, so the loader does not wait.
 */
export function rentersLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs): null => {
    if (isLanguage(params.lang)) {
      void queryClient.prefetchQuery(renterProfileQueryOptions(params.lang));
    }
    return null;
  };
}
