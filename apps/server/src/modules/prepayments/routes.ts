import {
  contentQuerySchema,
  journeyPriceQuerySchema,
  journeyPriceSchema,
  prepaymentsPageSchema,
  routes,
} from '@portico/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import type { PrepaymentsService } from './service.ts';

export interface PrepaymentsRoutesOptions {
  prepayments: PrepaymentsService;
  /** Estimates per client IP and rate-limit window (the lookups' limit). */
  rateLimitMax: number;
}

const priceDescription =
  'The estimate of one prepaid trip (the prepayment screen asks it for the outbound trip and ' +
  'for the return): `total` is the toll incl. VAT in integer cents, as a journey\u2019s ' +
  'ttcPrice, priced with the tariff valid today in Paris (prices change every 1 February). ' +
  '`in` and `out` are gate codes of the road (`A71`, `34`, `33`, `30-32`, `29`, `25-28`, `24`, ' +
  '`23`, `RN79` on the A79): 25-28 count as one gate, 30-32 as one, RN79 is 23 and A71 is 34; ' +
  'entry and exit at the same gate answer total 0. `category` is the vehicle class 1 to 5. ' +
  'Emission tier: a French plate is electric when the vehicle registry says energy EL (the ' +
  '`electric` flag is ignored for it); a foreign plate when `electric=true`; light classes ' +
  '(1, 2, 5) then pay the low-emission price, heavy ones (3, 4) Euro 6-7; otherwise standard, ' +
  'or Euro 0-3 for heavy classes. Errors: 400 invalid_request (a parameter missing, unknown or ' +
  'out of bounds, a class outside 1-5), number_plate_mandatory, country_code_mandatory, ' +
  'invalid_country_code, invalid_number_plate, unknown_gate (a code the road lacks; the ' +
  'details name query.in or query.out); 503 service_unavailable (no tariff prices the trip ' +
  'today: prepayment is not available). Limited per client IP like the lookups (the price ' +
  'tells whether a French plate is electric).';

/** GET /journeys/price and the prepayment page's data (issue 13 item 1). */
export const prepaymentsRoutes: FastifyPluginAsyncZod<PrepaymentsRoutesOptions> = async (
  app,
  { prepayments, rateLimitMax },
) => {
  // The API-wide limiter runs first, so a route's own `config.rateLimit` would be skipped: a
  // counter of its own, as the lookups have, for a call that reveals something of a plate.
  const priceLimit = app.namedRateLimit('prices', rateLimitMax);
  const limitPrices: onRequestAsyncHookHandler = async (request, reply) => {
    const limit = await priceLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, 'too_many_requests');
    }
  };

  app.get(
    routes.journeyPrice.path,
    {
      schema: {
        summary: 'The price of a prepaid trip between two gates, for a plate and a vehicle class',
        description: priceDescription,
        tags: ['journeys'],
        headers: tenantHeadersSchema,
        querystring: journeyPriceQuerySchema,
        response: { 200: journeyPriceSchema },
      },
      onRequest: limitPrices,
    },
    (request) => prepayments.price(request.whitelabel, request.query, request.language),
  );

  app.get(
    routes.prepaymentsPage.path,
    {
      schema: {
        summary: 'The prepayment screen\u2019s title, text and picture, in the request language',
        description:
          'A white-label without the page answers nulls (the portal shows its own texts). ' +
          'Errors: 400 invalid_request (an unknown parameter or language).',
        tags: ['content'],
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: prepaymentsPageSchema },
      },
      config: { publicContent: true },
    },
    (request) => prepayments.page(request.whitelabel, request.language),
  );
};
