import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { i18n as browserI18n } from '../lib/i18n.ts';
import { PageOriginContext } from '../lib/page-origin.ts';

/**
 * The app's providers. The browser uses its one i18next instance and its own origin; the server
 * renderer passes the request's language instance and the site's origin.
 */
export function AppProvider({
  queryClient,
  i18n = browserI18n,
  origin = null,
  children,
}: {
  queryClient: QueryClient;
  i18n?: I18n;
  origin?: string | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <PageOriginContext value={origin}>{children}</PageOriginContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
