import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { faqQueryOptions } from '../../lib/faq.ts';
import { homePageQueryOptions } from '../../features/home/api/get-home-page.ts';
import { sliderArticleQueryOptions } from '../../features/home/api/get-slider-articles.ts';

/**
 * Starts the home's calls but does not wait: the page shows its own loading and error states. The
 * slider's articles follow the home's answer, so the server paints them too: the browser then
 * neither fetches them nor renders the page again once it has hydrated.
 */
export function homeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const language = params.lang;
    if (isLanguage(language)) {
      void queryClient
        .fetchQuery(homePageQueryOptions(language))
        .then((home) =>
          Promise.all(
            home.sliderBlockArticlesIds.map((id) =>
              queryClient.prefetchQuery(sliderArticleQueryOptions(language, id)),
            ),
          ),
        )
        // The home's own query shows its error; the slider fetches its articles again itself.
        .catch(() => undefined);
      void queryClient.prefetchQuery(faqQueryOptions(language));
    }
    return null;
  };
}
