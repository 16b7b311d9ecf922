import { whitelabelHostHeader } from '@portico/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Tenant } from '../modules/whitelabel/domain.ts';
import type { TenantRequest, TenantResolver } from '../modules/whitelabel/tenant-resolver.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the request; set on every route registered after this plugin. */
    whitelabel: Tenant;
  }
}

/**
 * The request headers every tenant route reads, for the OpenAPI document. Loose: other headers
 * pass through untouched.
 */
export const tenantHeadersSchema = z.looseObject({
  [whitelabelHostHeader]: z
    .string()
    .optional()
    .describe('Host name of the white-label; unknown: 404 whitelabel_not_found. Default: Host.'),
  'accept-language': z
    .string()
    .optional()
    .describe('Language of the texts (fr, en, de, it, es; default fr); the lang query wins.'),
});

export interface WhitelabelPluginOptions {
  resolveTenant: TenantResolver;
}

/**
 * Resolves the tenant before anything else runs (see tenant-resolver.ts for the rules). An unknown
 * x-whitelabel-host header ends the request with 404 whitelabel_not_found.
 */
const whitelabel: FastifyPluginAsync<WhitelabelPluginOptions> = async (app, { resolveTenant }) => {
  // Fastify wants null as the initial value of an object decorator; the hook below always sets it
  // before any handler of this scope runs, so handlers may rely on the Tenant type.
  app.decorateRequest('whitelabel', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    request.whitelabel = await resolveTenant(tenantRequestOf(request));
  });
};

/** The hosts a request names for its tenant: x-whitelabel-host, else Host. */
export function tenantRequestOf(request: FastifyRequest): TenantRequest {
  return {
    whitelabelHost: firstValue(request.headers[whitelabelHostHeader]),
    host: request.headers.host,
  };
}

function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

export default fp(whitelabel, { name: 'whitelabel', fastify: '5.x', dependencies: ['errors'] });
