import { type ErrorStatus, type ErrorTable, errorEnvelopeSchema } from '@portico/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { declaredErrorsOf } from './operation-errors.ts';
import { operationIdOf } from './operation-ids.ts';

export interface ErrorDeclarationsOptions {
  /** Outside production: check each error answer against its operation's declared codes. */
  check: boolean;
}

const undeclared: string[] = [];

/**
 * The error answers the server gave that their operation does not declare, since the last call
 * (`operationId status code`), emptied as they are taken: the server tests fail on any.
 */
export function takeUndeclaredErrorAnswers(): string[] {
  return undeclared.splice(0);
}

/**
 * Each documented route's error answers come from the contract's table (route-errors.ts), not
 * from a list of statuses beside the route: its response schemas get the error envelope for
 * every status it declares, which the OpenAPI document then narrows to the codes (openapi.ts).
 * Must be registered before the routes.
 */
const errorDeclarations: FastifyPluginAsync<ErrorDeclarationsOptions> = async (app, options) => {
  const declared = new Map<string, ErrorTable>();

  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    for (const method of [route.method].flat()) {
      const table = declaredErrorsOf(method, route.url, operationIdOf(method, route.url));
      declared.set(`${method} ${route.url}`, table);
      // A route's own schema of an error status (a richer answer: a refused fleet file names
      // its rows) stays; every other declared status answers the envelope.
      const own = (route.schema?.response ?? {}) as Record<string, unknown>;
      const errors = Object.keys(table).map((status) => [status, errorEnvelopeSchema] as const);
      route.schema = {
        ...route.schema,
        response: { ...Object.fromEntries(errors), ...own },
      };
    }
  });

  if (!options.check) return;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const status = reply.statusCode;
    const url = request.routeOptions.url;
    if (status < 400 || !url) return payload;
    const table = declared.get(`${request.method} ${url}`);
    const code = (payload as { message?: unknown } | null)?.message;
    if (!table || typeof code !== 'string') return payload;
    const codes: readonly string[] = table[status as ErrorStatus] ?? [];
    if (!codes.includes(code)) {
      const answer = `${operationIdOf(request.method, url)} ${status} ${code}`;
      undeclared.push(answer);
      request.log.warn({ answer }, 'error answer not declared in the contract (route-errors.ts)');
    }
    return payload;
  });
};

export default fp(errorDeclarations, { name: 'error-declarations', fastify: '5.x' });
