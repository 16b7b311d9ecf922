import {
  languages,
  renterJourneyPageSchema,
  renterJourneysQuerySchema,
  routes,
  spreadsheetFormatQuerySchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import { spreadsheetMediaTypes } from '../../shared/spreadsheets/index.ts';
import type { FleetJourneysService } from './service.ts';

export interface FleetJourneysRoutesOptions {
  fleetJourneys: FleetJourneysService;
}

const renterHeaders = tenantHeadersSchema.extend({
  authorization: z.string().optional().describe('Bearer <accessToken> of a renter'),
});

const filtersDescription =
  'The trips of the renter\u2019s company\u2019s fleet: a trip is the fleet\u2019s when its first ' +
  'passage falls within a period its plate belonged to the company (never before the vehicle ' +
  'joined, nor after it left). Trips on the dunning ladder only (tag-paid, unpriced and ' +
  'cancelled trips owe nothing and are not listed). `types=latePayment`: the payment notices ' +
  '(natures latePayment and nonPaymentDeclaration). `plate`: part of a plate. `startDate` ' +
  '(inclusive) and `endDate` (exclusive) bound the first passage. `status` (repeatable): `due` ' +
  'within its time to pay; `notice` a payment notice, CNP finding or imported case, not yet ' +
  'paid; `paid`; `contested` under an open claim (its clocks paused); `omp` transmitted to the ' +
  'prosecutor\u2019s officer (not payable online). `sortBy=date` (first passage) or `amount` (toll ' +
  'and indemnity, paid or not), then by id.';

/** GET /renters/journeys and its export (issue 25 item 6). */
export const fleetJourneysRoutes: FastifyPluginAsyncZod<FleetJourneysRoutesOptions> = async (
  app,
  { fleetJourneys },
) => {
  const renter = app.requireAccount('renter');

  app.get(
    routes.renterJourneys.path,
    {
      schema: {
        summary: 'The fleet\u2019s trips and payment notices, filtered, sorted and paged',
        description:
          `${filtersDescription} Paged: page (1-based), pageSize up to 100; total and pageTotal ` +
          'may lag new trips by a few seconds. Errors: 400 invalid_request; 401 unauthorized; 403 ' +
          'forbidden (not a renter).',
        tags: ['renters'],
        headers: renterHeaders,
        querystring: renterJourneysQuerySchema,
        response: { 200: renterJourneyPageSchema },
      },
      onRequest: renter,
    },
    (request) => {
      const companyId = request.account?.companyId;
      if (companyId === undefined || companyId === null) throw new AppError(401, 'unauthorized');
      return fleetJourneys.list(request.whitelabel, companyId, request.query);
    },
  );

  app.get(
    routes.renterJourneysExport.path,
    {
      schema: {
        summary: 'The fleet\u2019s trips as a CSV or XLSX file, with the list\u2019s filters',
        description:
          `${filtersDescription} Every trip the filters keep (page and pageSize are ignored), ` +
          'streamed. Columns: date, plate, country, entry, exit, class, nature, case number, ' +
          'state, toll, indemnity, paid and due in euros, deadline; dates in Paris time. The ' +
          'header is in the `lang` query\u2019s or Accept-Language\u2019s language, else the ' +
          'user\u2019s. Errors: 400 invalid_request; 401 unauthorized; 403 forbidden.',
        tags: ['renters'],
        headers: renterHeaders,
        querystring: renterJourneysQuerySchema.extend({
          ...spreadsheetFormatQuerySchema.shape,
          lang: z.enum(languages).optional(),
        }),
        response: {
          200: z.any().describe('text/csv or XLSX'),
        },
      },
      onRequest: renter,
    },
    async (request, reply) => {
      const account = request.account;
      if (!account || account.companyId === null) throw new AppError(401, 'unauthorized');
      const asked = request.query.lang ?? request.headers['accept-language'];
      const language = asked
        ? request.language
        : await fleetJourneys.userLanguage(account.userId, request.language);
      const { format } = request.query;
      const stream = fleetJourneys.export(
        request.whitelabel,
        account.companyId,
        request.query,
        format,
        language,
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(spreadsheetMediaTypes[format])
        .header('content-disposition', `attachment; filename="trips-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
