import { useMemo } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { articleLoader } from './routes/article-loader.ts';
import { homeLoader } from './routes/home-loader.ts';
import { journeysLoader, paymentNoticeLoader, travelsLoader } from './routes/journeys-loader.ts';
import { paymentLoader } from './routes/payment-loader.ts';
import { paymentProcessingLoader } from './routes/payment-processing-loader.ts';
import { paymentResultLoader } from './routes/payment-result-loader.ts';
import { LanguageRoute, languageLoader } from './routes/language.tsx';
import { redirectToPreferredLanguage } from './routes/root-redirect.ts';
import { RouteError } from './routes/route-error.tsx';

/**
 * Every page lives under /:lang/ (spec 000 route table). "/" and unsupported languages go to the
 * preferred language; unknown paths under a language go to its home, except /:lang/:articleId.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      HydrateFallback: () => null,
      children: [
        { index: true, loader: redirectToPreferredLanguage, Component: Redirecting },
        {
          path: ':lang',
          loader: languageLoader(queryClient),
          Component: LanguageRoute,
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                {
                  index: true,
                  loader: homeLoader(queryClient),
                  lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }),
                },
                {
                  path: 'journeys',
                  loader: journeysLoader,
                  lazy: async () => ({
                    Component: (await import('./routes/journeys.tsx')).JourneysRoute,
                  }),
                },
                {
                  path: 'travels',
                  loader: travelsLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('./routes/travels.tsx')).TravelsListRoute,
                  }),
                },
                {
                  path: 'paymentNotice',
                  loader: paymentNoticeLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('./routes/travels.tsx')).PaymentNoticeRoute,
                  }),
                },
                {
                  path: 'form/payment',
                  lazy: async () => ({
                    Component: (await import('./routes/form-payment.tsx')).FormPaymentRoute,
                  }),
                },
                {
                  path: 'payment',
                  loader: paymentLoader,
                  lazy: async () => ({
                    Component: (await import('./routes/payment.tsx')).PaymentRoute,
                  }),
                },
                {
                  path: 'payment/processing',
                  loader: paymentProcessingLoader,
                  lazy: async () => ({
                    Component: (await import('./routes/payment-processing.tsx'))
                      .PaymentProcessingRoute,
                  }),
                },
                {
                  path: 'payment/:result',
                  loader: paymentResultLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('./routes/payment-result.tsx')).PaymentResultRoute,
                  }),
                },
                {
                  path: ':articleId',
                  loader: articleLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('./routes/article.tsx')).ArticleRoute,
                  }),
                },
                {
                  path: '*',
                  loader: ({ params }) =>
                    redirect(isLanguage(params.lang) ? `/${params.lang}/` : '/'),
                  Component: Redirecting,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Routes that only redirect from their loader render nothing. */
function Redirecting() {
  return null;
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(createRoutes(queryClient)), [queryClient]);
  return <RouterProvider router={router} />;
}
