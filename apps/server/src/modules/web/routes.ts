import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { pickLanguage } from '@portico/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../../shared/url-path.ts';
import { findDistFile } from './dist-files.ts';
import { cacheControlFor, isServerPath, wantsAppPage } from './domain.ts';
import { loadPageRenderer, rendererFiles } from './page-renderer.ts';
import { createRenderedPageSender } from './rendered-page.ts';
import type { TenantRequest } from '../whitelabel/tenant-resolver.ts';

export interface WebRoutesOptions {
  /** The built web app (WEB_DIST). */
  root: string;
  /** The web app's server renderer (WEB_SSR_DIST); pages render in the browser without it. */
  ssrRoot: string;
  portalOrigin: (request: TenantRequest) => Promise<string>;
  /**
   * The Content-Security-Policy of a white-label's pages when it differs from the portal's
   * (a configured tag manager); null keeps the portal's, set on every answer.
   */
  pageCsp?: (request: TenantRequest) => Promise<string | null>;
  /** A page the server has not painted in this time is rendered by the browser instead. */
  renderTimeoutMs: number;
  /**
   * Whether a white-label answers this request's host (its own, else DEFAULT_WHITELABEL's). Without
   * one a page is a real 404 (issue 27), never a 200 with an empty title and a loading text.
   */
  hasTenant?: (request: TenantRequest) => Promise<boolean>;
}

/** What a host no white-label answers gets instead of the app (a misconfigured portal). */
const noPortalMessage =
  'No portal is set up at this address. / Aucun portail n’est configuré à cette adresse.\n';

const notBuiltMessage =
  'The web app is not built: run `npm run build` (the API is up, see /services/docs).\n';

/**
 * The built single-page app: files of WEB_DIST, / redirected to the visitor's language, and
 * index.html for every in-app route. Registered last, so every other route wins over `/*`.
 */
export const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (app, options) => {
  const root = path.resolve(options.root);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    // Only reply.sendFile: the routes below decide what is served. preCompressed: the build's
    // .br/.gz beside a file go out instead of it, as Accept-Encoding allows (Vary set).
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  } else {
    app.log.warn({ webDist: root }, 'web app not built: run `npm run build`; the API still works');
  }

  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notBuiltMessage);

  const sendFile = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', cacheControlFor(file)).sendFile(file, { cacheControl: false });

  const renderer = built
    ? await loadPageRenderer(rendererFiles(root, options.ssrRoot), (error) =>
        app.log.warn({ err: error }, 'part of a page left to the browser to render'),
      )
    : null;
  if (built && !renderer) {
    app.log.warn(
      { webSsrDist: options.ssrRoot },
      'no server renderer: pages are painted by the browser alone (run `npm run build`)',
    );
  }
  const sendPage = renderer
    ? createRenderedPageSender(app, {
        renderer,
        portalOrigin: options.portalOrigin,
        timeoutMs: options.renderTimeoutMs,
        fallback: (reply) => sendFile(reply, 'index.html'),
      })
    : (_request: FastifyRequest, reply: FastifyReply) => sendFile(reply, 'index.html');

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (!built) return notBuilt(reply);
    const language = pickLanguage(request.headers['accept-language']);
    return reply
      .header('vary', 'Accept-Language')
      .header('cache-control', 'no-cache')
      .redirect(`/${language}/`, 302);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request.url);
    if (isServerPath(urlPath)) return reply.callNotFound();
    const appPage = wantsAppPage({ path: urlPath, accept: request.headers.accept });
    if (!built) return appPage ? notBuilt(reply) : reply.callNotFound();
    const file = await findDistFile(root, urlPath);
    if (file) return sendFile(reply, file);
    if (!appPage) return reply.callNotFound();
    const tenantRequest = { whitelabelHost: undefined, host: request.headers.host };
    if (options.hasTenant && !(await options.hasTenant(tenantRequest))) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(noPortalMessage);
    }
    const policy = await options.pageCsp?.(tenantRequest);
    if (policy) reply.header('content-security-policy', policy);
    return sendPage(request, reply);
  });
};
