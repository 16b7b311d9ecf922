import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not react-router/dom: under Node it resolves to another build than 'react-router' (two contexts).
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@portico/contract';
import { AppProvider } from '../src/app/provider.tsx';
import { createRoutes } from '../src/app/router.tsx';
import { activateLanguage } from '../src/lib/i18n.ts';
import { createQueryClient } from '../src/lib/query-client.ts';
import { consentCookie } from '../src/features/consent/utils/consent-storage.ts';

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Stores a cookie choice so the consent banner does not show over the page. */
export function rememberCookieChoice(analytics = false): void {
  document.cookie = consentCookie({ analytics, date: new Date().toISOString() }, false);
}

interface AppOptions {
  queryClient?: QueryClient;
  /** false: first visit, the consent banner shows. */
  cookieChoice?: boolean;
}

/** The real routes (loaders, redirects, layout) in a memory router at the given path. */
export function renderApp(path: string, options: AppOptions = {}) {
  const { queryClient = createTestQueryClient(), cookieChoice = true } = options;
  if (cookieChoice) rememberCookieChoice();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

interface ComponentOptions {
  language?: Language;
  /** Path after the language prefix, e.g. "form/payment?x=1". */
  path?: string;
  queryClient?: QueryClient;
}

/** One component inside the providers, at /{language}/{path}; any navigation stays renderable. */
export async function renderWithProviders(ui: ReactElement, options: ComponentOptions = {}) {
  const { language = 'it', path = '', queryClient = createTestQueryClient() } = options;
  await activateLanguage(language);
  const router = createMemoryRouter([{ path: '/:lang/*', element: ui }], {
    initialEntries: [`/${language}/${path}`],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
