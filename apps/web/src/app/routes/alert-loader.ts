import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { homePageQueryOptions } from '../../features/home/api/get-home-page.ts';
import { whitelabelQueryOptions } from '../../lib/whitelabel.ts';

/**
 * /:lang/alert (spec 000 "Alert screen"): home when the home page's actions lack subscription.
 * The form also shows the white-label's data-protection text, asked at the same time so the
 * server paints it. If the home page cannot be read the form is shown: the visitor is not kept
 * from subscribing by a failed read.
 */
export function alertLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    void queryClient.prefetchQuery(whitelabelQueryOptions(lang));
    const home = await queryClient.ensureQueryData(homePageQueryOptions(lang)).catch(() => null);
    if (home && !home.actions.includes('subscription')) return redirect(`/${lang}/`);
    return null;
  };
}
