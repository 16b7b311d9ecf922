import { Readable } from 'node:stream';
import type { PageRenderer } from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TenantRequest } from '../whitelabel/tenant-resolver.ts';
import { inProcessFetch } from './in-process-fetch.ts';

export interface RenderedPageOptions {
  renderer: PageRenderer;
  /** The site's origin for the request's white-label (canonical links): never the raw Host. */
  portalOrigin: (request: TenantRequest) => Promise<string>;
  /** A render that has not painted by then is abandoned for the browser-rendered page. */
  timeoutMs: number;
  /** The browser-rendered page (index.html), when the server cannot paint one. */
  fallback: (reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

/**
 * Answers an app page painted by the server: its loaders run against the API in-process, the
 * HTML streams out, the browser hydrates it. A redirect of a loader is a real HTTP redirect. A
 * failed or slow render falls back to the page the browser renders alone, never an error page.
 */
export function createRenderedPageSender(app: FastifyInstance, options: RenderedPageOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      controller.abort();
    };
    reply.raw.once('close', stop);
    try {
      const origin = await options.portalOrigin({
        whitelabelHost: undefined,
        host: request.headers.host,
      });
      const result = await options.renderer.render({
        url: request.url,
        origin,
        hostname: request.hostname,
        acceptLanguage: request.headers['accept-language'],
        cookie: request.headers.cookie,
        apiFetch: inProcessFetch(app, request.ip),
        signal: controller.signal,
      });
      clearTimeout(timer);
      // The page depends on the consent cookie (its banner): no cache may answer it for another.
      reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      return reply
        .code(result.status)
        .type('text/html; charset=utf-8')
        .send(Readable.from(result.body));
    } catch (error) {
      stop();
      request.log.error({ err: error }, 'page not rendered by the server: the browser renders it');
      return options.fallback(reply);
    }
  };
}
