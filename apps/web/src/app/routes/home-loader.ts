import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { faqQueryOptions } from '../../features/home/api/get-faq.ts';
import { homePageQueryOptions } from '../../features/home/api/get-home-page.ts';

/** Starts the home's calls but does not wait: the page shows its own loading and error states. */
export function homeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (isLanguage(params.lang)) {
      void queryClient.prefetchQuery(homePageQueryOptions(params.lang));
      void queryClient.prefetchQuery(faqQueryOptions(params.lang));
    }
    return null;
  };
}
