import {
  maxPassagesPerBatch,
  passageBatchRequestSchema,
  passageBatchResultSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roadsideSecurity } from '../../plugins/openapi.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { PassagesService } from './service.ts';

export interface PassagesRoutesOptions {
  passages: PassagesService;
}

/** Room for a full batch of long passages; Fastify's default (1 MiB) is too tight. */
const batchBodyLimit = 4 * 1024 * 1024;

export const passagesRoutes: FastifyPluginAsyncZod<PassagesRoutesOptions> = async (
  app,
  { passages },
) => {
  app.post(
    routes.ingestPassages.path,
    {
      schema: {
        summary: 'Ingest a batch of gantry passages (roadside system)',
        description:
          `Up to ${maxPassagesPerBatch} passages per call, authenticated by an API key of the ` +
          'white-label (`x-api-key: <key>` or `Authorization: Bearer <key>`; missing: 401 ' +
          'api_key_missing; unknown, revoked or another white-label\u2019s: 401 api_key_invalid). ' +
          'Each passage is checked on its own: the good ones are stored, each bad one is listed in ' +
          '`rejected` with its index and code (invalid_passage, invalid_number_plate, ' +
          'invalid_country_code, unknown_gantry, passage_conflict), and the answer is 200. ' +
          '`at` must lie between 2000-01-01 and the server\u2019s clock plus PASSAGE_MAX_FUTURE_MIN ' +
          '(a day by default); text holds no control character (NUL included). A vehicle whose ' +
          'passages the database refuses is rejected alone (invalid_passage, field null). An ' +
          'accepted passage is stored together with its journeys, in one transaction. ' +
          'Idempotent: a passage id already stored with the same data counts in `duplicates` and ' +
          'changes nothing; with different data it is rejected as passage_conflict. Plates are ' +
          'stored normalised (spaces and dashes removed, upper case). More than ' +
          `${maxPassagesPerBatch} passages: 413 passage_batch_too_large. Not limited per IP with a ` +
          'valid key; a missing or wrong key counts toward the per-IP limit, and an IP with too ' +
          'many key failures gets 429 too_many_requests until its window ends.',
        tags: ['roadside'],
        security: roadsideSecurity,
        headers: tenantHeadersSchema.pick({ 'x-whitelabel-host': true }),
        body: passageBatchRequestSchema,
        response: {
          200: passageBatchResultSchema,
        },
      },
      bodyLimit: batchBodyLimit,
      config: { rateLimitExempt: true, textCheckedPerItem: true },
      // Before the body is read: an unauthenticated batch costs one key lookup, no parsing.
      onRequest: app.authenticateMachine,
    },
    (request) => passages.ingest(request.whitelabel.id, request.body.passages),
  );
};
