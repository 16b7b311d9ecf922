import type { FastifyInstance } from 'fastify';
import { roadsideSecurity } from './openapi.ts';
import { tenantHeadersSchema } from './whitelabel.ts';

/**
 * What every operator (back office) call's schema declares: its group in the API documentation,
 * the white-label's API key as its security, and the white-label named by its host header.
 */
export const operatorCallSchema = {
  tags: ['operator'],
  security: roadsideSecurity,
  headers: tenantHeadersSchema.pick({ 'x-whitelabel-host': true }),
};

/**
 * The route options of a call that machines make with an API key (machine-auth.ts): the key is
 * checked before the body is read, and a valid one is not limited per IP (rate-limit.ts).
 */
export function machineCall(app: FastifyInstance) {
  return { onRequest: app.authenticateMachine, config: { rateLimitExempt: true } } as const;
}
