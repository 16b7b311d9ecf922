import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import {
  isLanguage,
  languages,
  pickLanguage,
  type CreatePageRenderer,
  type Language,
  type PageRendererOptions,
  type PageRenderRequest,
  type PageRenderResult,
} from '@portico/contract';
import { Document } from './app/document.tsx';
import { RequestConsentContext } from './features/consent/components/consent-provider.tsx';
import { consentTextFromCookies } from './features/consent/utils/consent-storage.ts';
import { pageAssets } from './app/page-assets.ts';
import { serializePageData, type PageData } from './app/page-data.ts';
import { AppProvider } from './app/provider.tsx';
import { queriesSettled } from './app/queries-settled.ts';
import { serverApiFetch } from './app/server-api-fetch.ts';
import { createRoutes, type PageHandle, type RoutesSide } from './app/router.tsx';
import { setApiTransportResolver, type ApiTransport } from './lib/api-transport.ts';
import { createTranslation, loadMessages } from './lib/i18n.ts';
import { messageGroupModule } from './lib/message-groups.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The web app's server renderer (built to dist-ssr/entry-server.js, loaded by the server at boot):
 * runs the page's loaders against the API in-process, renders the document with React's streaming
 * renderer, and hands the browser the data it needs to hydrate without asking again.
 */

const translationByLanguage = new Map(
  await Promise.all(
    languages.map(
      async (language) =>
        [language, createTranslation(language, await loadMessages(language))] as const,
    ),
  ),
);

// Each render's API calls go to its own request's site, whatever else is rendering meanwhile.
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransportResolver(() => {
  const transport = transports.getStore();
  if (!transport) throw new Error('An API call outside a page render on the server');
  return transport;
});

const serverSide: RoutesSide = { kind: 'server', activateLanguage: async () => {} };

/** Calls the loaders start without waiting get this long to answer before the page is painted. */
const queriesLimitMs = 5_000;

const firstSegment = (url: string) => url.split(/[/?#]/)[1] ?? '';

export const createPageRenderer: CreatePageRenderer = ({ manifest, reportError }) => ({
  async render(request: PageRenderRequest): Promise<PageRenderResult> {
    const language = firstSegment(request.url);
    if (!isLanguage(language)) {
      return {
        kind: 'redirect',
        status: 302,
        location: `/${pickLanguage(request.acceptLanguage)}/`,
      };
    }
    const transport: ApiTransport = {
      origin: request.origin,
      hostname: request.hostname,
      fetch: serverApiFetch(request.apiFetch),
    };
    return transports.run(transport, () =>
      renderPage(request, language, { manifest, reportError }),
    );
  },
});

async function renderPage(
  request: PageRenderRequest,
  language: Language,
  { manifest, reportError }: PageRendererOptions,
): Promise<PageRenderResult> {
  const queryClient = createQueryClient();
  // A failed call is the browser's to retry: the server paints what it has.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const handler = createStaticHandler(createRoutes(queryClient, serverSide));
  const controller = new AbortController();
  if (request.signal.aborted) controller.abort();
  request.signal.addEventListener('abort', () => controller.abort(), { once: true });
  const fetchRequest = new Request(new URL(request.url, request.origin), {
    signal: controller.signal,
  });
  const context = await handler.query(fetchRequest);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`Unexpected loader response ${context.status}`);
  }
  await queriesSettled(queryClient, queriesLimitMs);

  const handles = context.matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle] : [];
  });
  const routeModules = handles.map((handle) => handle.module);
  // The browser needs the core texts and the route's groups before it hydrates: preloaded too.
  const messageModules = [
    'core' as const,
    ...handles.flatMap((handle) => handle.messages ?? []),
  ].map((group) => messageGroupModule(language, group));
  const data: PageData = {
    language,
    origin: request.origin,
    assets: {
      ...pageAssets(manifest, routeModules, messageModules),
      // A frame is all the server painted: the page's content needs the app at once.
      appAtOnce: handles.some((handle) => handle.browserState === true),
    },
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context),
    },
    queries: dehydrate(queryClient),
  };
  const pageDataJson = serializePageData(data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const translation = translationByLanguage.get(language);

  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const { pipe, abort } = renderToPipeableStream(
      <Document language={language} assets={data.assets} pageDataJson={pageDataJson}>
        <AppProvider queryClient={queryClient} translation={translation} origin={request.origin}>
          <RequestConsentContext value={consentTextFromCookies(request.cookie)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RequestConsentContext>
        </AppProvider>
      </Document>,
      {
        // Every boundary inline, however large: an outlined one is revealed by an inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Sent whole once every boundary is ready: a boundary completed later would be
        // patched in by an inline script, which the CSP (script-src 'self') blocks. The data
        // is loaded before rendering starts, so waiting costs little.
        onAllReady() {
          resolve({ kind: 'page', status: context.statusCode, body });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          // After the shell, an error inside a boundary is rendered by the browser instead.
          if (!request.signal.aborted) reportError(error);
        },
      },
    );
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}

/** Route errors as plain objects (an Error does not survive JSON): the page shows its own text. */
function serializeErrors(context: StaticHandlerContext): Record<string, unknown> | null {
  if (!context.errors) return null;
  return Object.fromEntries(
    Object.entries(context.errors).map(([routeId, error]) => [
      routeId,
      error instanceof Error ? { message: 'error' } : (error as unknown),
    ]),
  );
}
