import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@portico/contract';
import { footerQueryOptions } from '../../features/layout/api/get-footer.ts';
import { homePageQueryOptions } from '../../features/home/api/get-home-page.ts';
import { whitelabelQueryOptions } from '../../lib/whitelabel.ts';
import { SiteLayout } from '../layouts/site-layout.tsx';
import { redirectToPreferredLanguage } from './root-redirect.ts';

/**
 * /:lang: an unsupported language goes to the preferred one. The texts of the language load
 * before rendering; the layout's data is prefetched without blocking (the header shows without it).
 */
export function languageLoader(
  queryClient: QueryClient,
  activateLanguage: (language: Language) => Promise<void>,
) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { lang } = params;
    if (!isLanguage(lang)) return redirectToPreferredLanguage();
    void queryClient.prefetchQuery(whitelabelQueryOptions(lang));
    void queryClient.prefetchQuery(homePageQueryOptions(lang));
    void queryClient.prefetchQuery(footerQueryOptions(lang));
    await activateLanguage(lang);
    return null;
  };
}

export function LanguageRoute() {
  return <SiteLayout />;
}
