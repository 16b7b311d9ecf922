import {
  buildPath,
  errorEnvelopeSchema,
  type RouteName,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface GetOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as x-whitelabel-host. */
  tenantHost?: string;
  headers?: Record<string, string>;
}

/** GET one route of the contract's table, as the web app sends it. */
export function getRoute(
  app: FastifyInstance,
  name: RouteName,
  { params, query, tenantHost, headers = {} }: GetOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: buildPath(routes[name].path, params),
    query,
    headers: tenantHost ? { [whitelabelHostHeader]: tenantHost, ...headers } : headers,
  });
}

/** The answer is this error: its status and the contract's error code. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorEnvelopeSchema.parse(response.json()).message).toBe(code);
}
