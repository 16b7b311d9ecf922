import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error.ts';
import { findNul, urlHasNul } from '../shared/nul-text.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks the text of each item of its body itself (passage and case batches), so a
     * NUL refuses that item alone (issue 9 item 8), not the whole request.
     */
    textCheckedPerItem?: boolean;
  }
}

const formContentType = /^application\/x-www-form-urlencoded\b/i;

const refusal = (path: string) =>
  new AppError(400, 'invalid_request', [{ path, code: 'nul_character' }]);

/**
 * A NUL (U+0000) anywhere a client writes text answers 400 invalid_request, on every route at
 * once (issue 9 item 15): in the URL before routing and parsing, in the parsed body before
 * validation. Nothing further down (schemas, services, PostgreSQL) has to think about it again.
 */
const nulText: FastifyPluginAsync = async (app) => {
  // Synchronous hooks (done, not async): they run on every request, and an async hook costs a
  // promise and a turn of the microtask queue each.
  app.addHook('onRequest', (request, _reply, done) => {
    done(urlHasNul(request.url) ? refusal('url') : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const { body } = request;
    if (body === undefined || request.routeOptions.config.textCheckedPerItem) return done();
    // Form bodies stay raw text here (shared/form-body.ts): their NUL is still encoded.
    const form =
      typeof body === 'string' && formContentType.test(request.headers['content-type'] ?? '');
    const where = form ? (urlHasNul(body) ? '' : null) : findNul(body);
    done(where === null ? undefined : refusal(`body${where}`));
  });
};

export default fp(nulText, { name: 'nul-text', fastify: '5.x', dependencies: ['errors'] });
