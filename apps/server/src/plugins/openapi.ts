import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { docsCsp, formatCsp } from './csp.ts';
import { transformObjectWithErrors, transformWithErrors } from './openapi-errors.ts';
import { operationIdOf } from './operation-ids.ts';

export const docsPrefix = '/services/docs';

/** Security schemes of the machine routes (API key of a white-label, as header or bearer). */
export const securitySchemes = {
  apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
  bearerApiKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same API key as a bearer token.',
  },
} as const;

/** `schema.security` of a route that takes a white-label's API key in either form. */
export const roadsideSecurity: { [name in keyof typeof securitySchemes]?: string[] }[] = [
  { apiKey: [] },
  { bearerApiKey: [] },
];

/**
 * The OpenAPI document, built from each route's Zod schemas, at /services/docs/json, and Swagger UI
 * at /services/docs. Must be registered before the routes it documents.
 */
const openapi: FastifyPluginAsync = async (app) => {
  // Every documented operation gets its id, from the contract's route table where it is named.
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide || route.schema?.operationId) return;
    const method = Array.isArray(route.method) ? route.method.join('') : route.method;
    route.schema = { ...route.schema, operationId: operationIdOf(method, route.url) };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portico API',
        description:
          'Toll-payment portal of a free-flow motorway. Every call answers in the language of ' +
          'Accept-Language (or `lang`) for the white-label named by the x-whitelabel-host header. ' +
          'Errors answer `{ "message": "<code>" }` with the HTTP status; each operation lists ' +
          'the codes it may answer, per status.',
        version: '1',
      },
      components: { securitySchemes },
    },
    // Each operation's error answers narrowed to its own codes (the contract's route-errors.ts).
    transform: transformWithErrors,
    // Schemas with an id (the error envelope) become components, referred to by $ref, and so do
    // the error answers shared by most operations.
    transformObject: transformObjectWithErrors,
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    // The UI pages get their own policy in place of the portal's; the portal's stays untouched.
    staticCSP: formatCsp(docsCsp()),
    uiConfig: { deepLinking: true },
  });
};

export default fp(openapi, { name: 'openapi', fastify: '5.x' });
