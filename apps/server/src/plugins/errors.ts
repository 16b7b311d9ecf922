import type { ErrorCode } from '@portico/contract';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorReply } from './error-mapping.ts';

/**
 * The one error handler and the one not-found handler of the app: every failure answers
 * `{ message: <code>, details? }` with its HTTP status (see error-mapping.ts).
 */
const errors: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, headers } = toErrorReply(error);
    // A database outage answers every request 503 while it lasts: a warning each, not an error.
    if (statusCode === 503) request.log.warn({ err: error }, 'request failed: service unavailable');
    else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode, code: body.message }, 'request rejected');
    if (headers) void reply.headers(headers);
    return reply.code(statusCode).send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    const body: { message: ErrorCode } = { message: 'route_not_found' };
    return reply.code(404).send(body);
  });
};

export default fp(errors, { name: 'errors', fastify: '5.x' });

/**
 * Fastify's `frameworkErrors` option: what its router refuses before any route or error handler
 * runs (a `%` not followed by two hex digits in the path, a path parameter past maxParamLength).
 * Without it Fastify answers its own body, which is not the envelope and echoes the whole URL
 * (plates, session ids) back.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { statusCode, body } = toErrorReply(error);
  request.log.info({ statusCode, code: body.message }, 'request rejected by the router');
  return reply.code(statusCode).send(body);
}
