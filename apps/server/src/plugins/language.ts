import { isLanguage, type Language, pickLanguage, whitelabelHostHeader } from '@portico/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer: `lang` query, else Accept-Language, else fr. */
    language: Language;
  }
  interface FastifyContextConfig {
    /**
     * The answer is public content that depends only on the tenant and language: it may be cached
     * briefly by browsers and CDNs, keyed on those two headers.
     */
    publicContent?: boolean;
  }
}

export const publicContentCacheControl = 'public, max-age=60';

/**
 * Picks each request's language. Runs before validation, so an invalid `lang` is ignored here and
 * then rejected by the route's query schema (400 invalid_request).
 */
const language: FastifyPluginAsync = async (app) => {
  app.decorateRequest('language', 'fr');
  // Synchronous hooks (done, not async): an async one costs a promise and a microtask turn on
  // every API request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = resolveLanguage(request.query, request.headers['accept-language']);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config.publicContent && reply.statusCode === 200) {
      reply.header('vary', `Accept-Language, ${whitelabelHostHeader}`);
      reply.header('cache-control', publicContentCacheControl);
    }
    done(null, payload);
  });
};

export function resolveLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const lang =
    typeof query === 'object' && query !== null && 'lang' in query ? query.lang : undefined;
  return isLanguage(lang) ? lang : pickLanguage(acceptLanguage);
}

export default fp(language, { name: 'language', fastify: '5.x' });
