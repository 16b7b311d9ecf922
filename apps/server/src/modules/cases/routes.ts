import {
  caseBatchRequestSchema,
  caseImportResponseSchema,
  importedCaseSchema,
  maxCasesPerBatch,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roadsideSecurity } from '../../plugins/openapi.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { CasesService } from './service.ts';

export interface CasesRoutesOptions {
  cases: CasesService;
}

/** Room for a full batch of cases; Fastify's default (1 MiB) is too tight. */
const batchBodyLimit = 4 * 1024 * 1024;

/**
 * The body as documented: items are `unknown` to the validator (each is checked on its own by the
 * service, so one bad case never fails the batch), but the OpenAPI page shows the case's shape.
 */
const { $schema: _schema, ...caseJsonSchema } = z.toJSONSchema(importedCaseSchema, { io: 'input' });
const documentedBody = caseBatchRequestSchema.extend({
  cases: z.array(z.unknown().meta({ ...caseJsonSchema, title: 'ImportedCase' })).meta({
    maxItems: maxCasesPerBatch,
    description: `Up to ${maxCasesPerBatch} cases, each checked on its own; more: case_batch_too_large.`,
  }),
});

/** POST /cases: the back office's CNP and IRIS cases (issue 3). */
export const casesRoutes: FastifyPluginAsyncZod<CasesRoutesOptions> = async (app, { cases }) => {
  app.post(
    routes.importCases.path,
    {
      schema: {
        summary: 'Import a batch of CNP and IRIS cases (back office)',
        description:
          `Up to ${maxCasesPerBatch} cases per call, authenticated by an API key of the ` +
          'white-label like POST /passages (`x-api-key` or `Authorization: Bearer`; missing: 401 ' +
          'api_key_missing; unknown, revoked or another white-label\u2019s: 401 api_key_invalid). ' +
          'Each case becomes a completed trip between its gates (codes of the road, e.g. 25-28; ' +
          'unknown: unknown_gate), priced with the tariff of its date. CNP: nature ' +
          'nonPaymentDeclaration, paymentLimit INFRACTION, the case number as ticketNumber; its ' +
          'indemnity and the OMP follow the notice ladder from caseDate. IRIS: nature latePayment, ' +
          'paymentLimit IRIS, caseOrigin IRIS, the case number as pvNumber, with the indemnity ' +
          'sent; the IRIS system escalates it. Each case is checked on its own: bad ones are ' +
          'listed in `rejected` with index, code (invalid_case, invalid_number_plate, ' +
          'invalid_country_code, unknown_gate, case_conflict) and field; the answer is 200. ' +
          '`date` and `caseDate` lie between 2000-01-01 and the server\u2019s clock plus ' +
          'PASSAGE_MAX_FUTURE_MIN, indemnityCents fits an integer column (at most 2147483647), ' +
          'text holds no control character (NUL included); a case the database refuses is ' +
          'rejected alone (invalid_case, field null). ' +
          'Idempotent by case number: the same case again counts in `duplicates`; with other data, ' +
          'or a number another trip already carries (a notice\u2019s pvNumber), it is ' +
          `case_conflict. More than ${maxCasesPerBatch} cases: 400 case_batch_too_large. ` +
          'Not limited per IP with a valid key; a missing or wrong key counts toward the per-IP ' +
          'limit, and an IP with too many key failures gets 429 too_many_requests.',
        tags: ['back office'],
        security: roadsideSecurity,
        headers: tenantHeadersSchema.pick({ 'x-whitelabel-host': true }),
        body: documentedBody,
        response: {
          200: caseImportResponseSchema,
        },
      },
      bodyLimit: batchBodyLimit,
      config: { rateLimitExempt: true, textCheckedPerItem: true },
      // Before the body is read: an unauthenticated batch costs one key lookup, no parsing.
      onRequest: app.authenticateMachine,
    },
    (request) => cases.importCases(request.whitelabel.id, request.body.cases),
  );
};
