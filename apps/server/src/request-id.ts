import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a load balancer or client names a request with, echoed on the answer. */
export const requestIdHeader = 'x-request-id';

/**
 * What an incoming id may be to be taken as it is: the usual UUIDs, trace ids and proxy-made ids,
 * bounded, with nothing that could break a log line or a header (no spaces, quotes, control
 * characters). Anything else is replaced, not trusted.
 */
const acceptedId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId (issue 15 item 2): the request's `x-request-id` when it is a plausible id,
 * so one id follows a request through the proxy's log and ours; else a fresh UUID (never
 * Fastify's per-process counter, which repeats across instances and restarts).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptedId.test(given) ? given : randomUUID();
}
