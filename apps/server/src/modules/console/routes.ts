import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pathOf } from '../../shared/url-path.ts';
import { findDistFile } from '../web/dist-files.ts';
import { acceptsHtml } from '../web/domain.ts';
import type { TenantRequest } from '../whitelabel/tenant-resolver.ts';
import { consoleCacheControl, consolePrefix, consoleTargetOf } from './domain.ts';

export interface ConsoleRoutesOptions {
  /** The built console (CONSOLE_DIST). */
  root: string;
  /** The console's own Content-Security-Policy, in place of the portal's. */
  csp: string;
  /** Whether a white-label answers this request's host: without one, the portal's 404. */
  hasTenant: (request: TenantRequest) => Promise<boolean>;
}

const noPortalMessage =
  'No portal is set up at this address. / Aucun portail n’est configuré à cette adresse.\n';

const notBuiltMessage =
  'The operator console is not built: run `npm run build` (the API is up, see /services/docs).\n';

/**
 * The operator console (apps/console) under /operator/: its hashed files, and index.html for
 * every page (the app draws them in the browser; nothing is painted on the server). Registered
 * before the portal's catch-all, whose `/*` never answers these paths (web/domain.ts).
 */
export const consoleRoutes: FastifyPluginAsync<ConsoleRoutesOptions> = async (app, options) => {
  const root = path.resolve(options.root);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    // preCompressed: the build's .br/.gz beside a bundle go out instead of it, as Accept-Encoding
    // allows (the web app's precompression, scripts/precompress/), so the compression plugin
    // never spends a request's CPU on a file that never changes.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  } else {
    app.log.warn({ consoleDist: root }, 'operator console not built: run `npm run build`');
  }

  const send = (reply: FastifyReply, file: string) =>
    reply
      .header('content-security-policy', options.csp)
      .header('cache-control', consoleCacheControl(file))
      .sendFile(file, { cacheControl: false });

  // /operator alone: the app's relative base is /operator/.
  app.get(consolePrefix, { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.slice(pathOf(request.url).length);
    return reply.header('cache-control', 'no-store').redirect(`${consolePrefix}/${query}`, 301);
  });

  app.get(`${consolePrefix}/*`, { schema: { hide: true } }, async (request, reply) => {
    const target = consoleTargetOf(pathOf(request.url));
    if (target.kind === 'file') {
      const file = built ? await findDistFile(root, `/${target.file}`) : null;
      return file ? send(reply, file) : reply.callNotFound();
    }
    if (!acceptsHtml(request.headers.accept)) return reply.callNotFound();
    if (!(await options.hasTenant({ whitelabelHost: undefined, host: request.headers.host }))) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(noPortalMessage);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(notBuiltMessage);
    }
    return send(reply, 'index.html');
  });
};
