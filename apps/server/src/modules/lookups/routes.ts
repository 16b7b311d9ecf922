import {
  authenticatedJourneysQuerySchema,
  authenticatedJourneysResponseSchema,
  carSchema,
  companyQuerySchema,
  companySchema,
  contentQuerySchema,
  detailedJourneysResponseSchema,
  journeyLookupQuerySchema,
  journeysPageSchema,
  journeysResumeResponseSchema,
  routes,
  vehicleQuerySchema,
} from '@portico/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';
import type { LookupsService } from './service.ts';

export interface LookupsRoutesOptions {
  lookups: LookupsService;
  /** Lookups per client IP and rate-limit window. */
  rateLimitMax: number;
}

const lookupDescription =
  'By plate (`plate` + `country`, a plate country) or by case number (`caseNumber`: a notice\u2019s ' +
  'pvNumber or a declaration\u2019s ticketNumber; it wins over the plate and answers that plate\u2019s ' +
  'notices and CNP). Needs a solved captcha (`captchaToken`, single use) or the `sessionId` an ' +
  'earlier lookup of the same plate or case answered; every answer carries a fresh sessionId. ' +
  'Lists the trips still owed (tag-paid, unpriced, paid and cancelled trips never appear; OMP ones ' +
  'do, not payable), sorted by date then id; no trip: 200 with an empty list. Never any owner ' +
  'data. Errors: 400 invalid_request, number_plate_mandatory, country_code_mandatory, ' +
  'invalid_country_code, invalid_number_plate, immatriculation_not_found (malformed case ' +
  'number), invalid_date_range, captcha_mandatory; 403 captcha_invalid, captcha_expired; 404 ' +
  'immatriculation_not_found (unknown case number), company_not_found. `companyCode`, a rental ' +
  'company\u2019s code, keeps only the trips begun while the plate was in that company\u2019s ' +
  'fleet. Limited per client IP on top of the API limit.';

/**
 * The trip lookups are the hot path (a benchmark holds them to 70 % of a bare Fastify + pg
 * handler): their answers are written with plain JSON.stringify instead of being validated again
 * with Zod (about 30-60 us per answer of ten trips, four times the stringify). They are built by
 * presentJourney, typed as the contract's Journey, and the tests parse every answer with the
 * contract's schema; the schema still documents the route.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** GET /journeys, /detailedJourneys, /journeys/company, /vehicles, toPay page (issue 3). */
export const lookupsRoutes: FastifyPluginAsyncZod<LookupsRoutesOptions> = async (
  app,
  { lookups, rateLimitMax },
) => {
  // The API-wide limiter runs first and marks the request as limited, so @fastify/rate-limit's
  // per-route `config.rateLimit` would be skipped: this is a second, stricter counter of its own
  // (the window is the API's), shared by every route below that reveals something about a plate.
  const lookupLimit = app.namedRateLimit('lookups', rateLimitMax);
  const limitLookups: onRequestAsyncHookHandler = async (request, reply) => {
    const limit = await lookupLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, 'too_many_requests');
    }
  };

  app.get(
    routes.journeys.path,
    {
      schema: {
        summary: 'Trips to pay of a plate or case number, with the sums per category',
        description: lookupDescription,
        tags: ['journeys'],
        headers: tenantHeadersSchema,
        querystring: journeyLookupQuerySchema,
        response: {
          200: journeysResumeResponseSchema,
        },
      },
      onRequest: limitLookups,
      serializerCompiler: plainJson,
    },
    (request) => lookups.journeysResume(request.whitelabel, request.query, request.language),
  );

  app.get(
    routes.detailedJourneys.path,
    {
      schema: {
        summary: 'Trips to pay of a plate or case number',
        description: lookupDescription,
        tags: ['journeys'],
        headers: tenantHeadersSchema,
        querystring: journeyLookupQuerySchema,
        response: {
          200: detailedJourneysResponseSchema,
        },
      },
      onRequest: limitLookups,
      serializerCompiler: plainJson,
    },
    (request) => lookups.detailedJourneys(request.whitelabel, request.query, request.language),
  );

  app.get(
    routes.authenticatedDetailedJourneys.path,
    {
      schema: {
        summary: 'Trips to pay of the signed-in customer\u2019s registered plates',
        description:
          'A journey set per registered plate, in the order the plates were added (none: an empty ' +
          'list); a rented vehicle\u2019s trips only within its validity dates. `plate` + `country` ' +
          'narrow it to that plate (404 vehicle_not_found when it is not the customer\u2019s, as ' +
          'another customer\u2019s plate); `startTime`, `endTime`, `onlyCNPorLatePayment` and ' +
          '`companyCode` as in GET /detailedJourneys; no captcha (`captchaToken` and `sessionId` ' +
          'are not needed). Each set\u2019s sessionId is its plate\u2019s: POST /payments/journeys ' +
          'takes it with the same bearer token. Errors: 400 invalid_request, number_plate_mandatory, ' +
          'country_code_mandatory, invalid_country_code, invalid_number_plate, invalid_date_range; ' +
          '401 unauthorized; 403 forbidden (not a customer token); 404 vehicle_not_found, ' +
          'company_not_found.',
        tags: ['journeys'],
        headers: tenantHeadersSchema.extend({
          authorization: z.string().optional().describe('Bearer <accessToken> of a customer'),
        }),
        querystring: authenticatedJourneysQuerySchema,
        response: {
          200: authenticatedJourneysResponseSchema,
        },
      },
      onRequest: app.requireAccount('customer'),
      serializerCompiler: plainJson,
    },
    (request) => {
      if (!request.account) throw new AppError(401, 'unauthorized');
      return lookups.customerJourneys(
        request.whitelabel,
        request.account.userId,
        request.query,
        request.language,
      );
    },
  );

  app.get(
    routes.vehicles.path,
    {
      schema: {
        summary: 'What the vehicle registry says of a plate (model, energy; never its owner)',
        description:
          'Errors: 400 number_plate_mandatory, country_code_mandatory, invalid_country_code, ' +
          'invalid_number_plate; 404 vehicle_not_found. Limited per client IP like the lookups.',
        tags: ['journeys'],
        headers: tenantHeadersSchema,
        querystring: vehicleQuerySchema,
        response: { 200: carSchema },
      },
      onRequest: limitLookups,
    },
    (request) => lookups.vehicle(request.query),
  );

  app.get(
    routes.journeyCompany.path,
    {
      schema: {
        summary: 'Whether the white-label has a company of this code (200: it exists)',
        description:
          'Errors: 400 invalid_request (no or empty companyCode); 404 company_not_found.',
        tags: ['journeys'],
        headers: tenantHeadersSchema,
        querystring: companyQuerySchema,
        response: { 200: companySchema },
      },
    },
    (request) => {
      const companyCode = request.query.companyCode?.trim();
      if (!companyCode) {
        throw new AppError(400, 'invalid_request', [
          { path: 'query.companyCode', code: 'required' },
        ]);
      }
      return lookups.company(request.whitelabel, companyCode);
    },
  );

  app.get(
    routes.journeysToPayPage.path,
    {
      schema: {
        summary: 'Page data of the trips lists, in the request language',
        tags: ['content'],
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: journeysPageSchema },
      },
      config: { publicContent: true },
    },
    (request) => lookups.toPayPage(request.whitelabel, request.language),
  );
};
