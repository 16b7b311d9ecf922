import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import type { Language } from '@portico/contract';
import { Document } from './app/document.tsx';
import { pageDataElementId, type PageData } from './app/page-data.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, browserSide, createRoutes, type PageHandle } from './app/router.tsx';
import { OnHydrated } from './app/on-hydrated.tsx';
import { activateLanguage, loadMessageGroups } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { limitZoomOnIOS } from './lib/platform.ts';
import './global.css';

limitZoomOnIOS();

const pageDataElement = document.getElementById(pageDataElementId);
if (pageDataElement?.textContent) {
  void hydratePage(pageDataElement.textContent);
} else {
  renderInBrowser();
}

/**
 * A page the server rendered: same language, same query answers, same loader data, and the
 * matched routes' code loaded first, so the first browser render equals the server's HTML.
 */
async function hydratePage(pageDataJson: string) {
  // Each step in a task of its own after the app's modules were evaluated in theirs: on a slow
  // phone no single task holds the page long enough to delay a tap (total blocking time).
  await nextTask();
  const data = JSON.parse(pageDataJson) as PageData;
  const queryClient = createQueryClient();
  hydrate(queryClient, data.queries);
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = () => {
      // Marks the page as interactive: the server's buttons (the consent banner's) work from now
      // on. Browser tests wait for it before they press one.
      document.documentElement.setAttribute('data-hydrated', '');
      resolve();
    };
  });
  const routes = createRoutes(queryClient, { ...browserSide, hydrated });
  await Promise.all([activateLanguage(data.language), loadMatchedRoutes(routes, data.language)]);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: data.router });
  await nextTask();
  // As a transition, hydration works in slices of a few milliseconds and lets the browser answer
  // in between (the page is already painted): on a slow phone one long task would freeze it.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document language={data.language} assets={data.assets} pageDataJson={pageDataJson}>
          <OnHydrated callback={markHydrated}>
            <AppProvider queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProvider>
          </OnHydrated>
        </Document>
      </StrictMode>,
    );
  });
}

/** Lets the browser run what waits (input, paint) before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves the lazy routes of the current URL and loads their groups of texts: the server
 * rendered them with their code and their texts.
 */
async function loadMatchedRoutes(routes: RouteObject[], language: Language) {
  const matches = matchRoutes(routes, window.location) ?? [];
  const messages = matches.flatMap(
    ({ route }) => (route.handle as PageHandle | undefined)?.messages ?? [],
  );
  await Promise.all([
    loadMessageGroups(language, messages),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  ]);
}

/** The development server (Vite) serves index.html alone: the browser renders everything. */
function renderInBrowser() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
