import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LookupsService } from './service.ts';

export interface LookupsRoutesOptions {
  lookups: LookupsService;
  /** Lookups per client IP and rate-limit window. */
  rateLimitMax: number;
}

/** GET /journeys, /detailedJourneys, /journeys/company, /vehicles, toPay page (issue 3). */
export const lookupsRoutes: FastifyPluginAsyncZod<LookupsRoutesOptions> = async () => {};
