import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TranslationContext, type Translation } from '../lib/i18n.ts';
import { PageOriginContext } from '../lib/page-origin.ts';

/**
 * The app's providers. The browser follows its active language and its own origin; the server
 * renderer passes the request's language and the site's origin.
 */
export function AppProvider({
  queryClient,
  translation = null,
  origin = null,
  children,
}: {
  queryClient: QueryClient;
  translation?: Translation | null;
  origin?: string | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslationContext value={translation}>
        <PageOriginContext value={origin}>{children}</PageOriginContext>
      </TranslationContext>
    </QueryClientProvider>
  );
}
