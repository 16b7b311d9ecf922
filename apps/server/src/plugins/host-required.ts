import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error.ts';

/**
 * An HTTP/1.1 request without a Host header answers 400 invalid_request (RFC 9112 3.2). Node
 * refuses it itself by default, with an empty body (issue 24 item 10): app.ts turns that off
 * (`requireHostHeader: false`) so the refusal is the envelope, from here, before the rate
 * limit, the tenant and the route run.
 */
const hostRequired: FastifyPluginAsync = async (app) => {
  // Synchronous (done, not async): it runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const missing = request.headers.host === undefined && request.raw.httpVersion === '1.1';
    // The connection closes after it, as after Node's own refusal.
    done(
      missing
        ? new AppError(400, 'invalid_request', undefined, { connection: 'close' })
        : undefined,
    );
  });
};

export default fp(hostRequired, {
  name: 'host-required',
  fastify: '5.x',
  dependencies: ['errors'],
});
