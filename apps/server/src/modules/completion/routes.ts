import {
  inProgressCompletionBodySchema,
  inProgressCompletionParamsSchema,
  inProgressCompletionQuerySchema,
  inProgressCompletionSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { CompletionService } from './service.ts';

export interface CompletionRoutesOptions {
  completion: CompletionService;
}

const description =
  'The driver of an ongoing trip (status EN_COURS, its `inProgressId` from the lookup) declares ' +
  'the gate where they leave the road: the trip is completed there (status TERMINE, `out` that ' +
  'gate), priced with the tariff of its date, and payable at once by POST /payments/journeys with ' +
  'its `idDossier`. `out` is a gate code of the road (`29`, `30-32`, `A71`...; 25-28 and 30-32 ' +
  'count as one gate, RN79 is 23, A71 is 34); only the gates after the last gantry crossed, in ' +
  'the trip\u2019s direction, are allowed. The gantries still ahead up to that exit are charged ' +
  'with the trip. The trip must be of the lookup session (`sessionId`, as POST ' +
  '/payments/journeys takes it) or, without a session, of a registered plate of the signed-in ' +
  'customer (bearer token; a rented plate\u2019s trips within its dates). A later gantry passage ' +
  'at or past the declared exit wins: while unpaid, the trip is priced again on its passages ' +
  '(the new total is due); once paid, the extra road becomes a trip of its own entered at the ' +
  'declared exit (due), and passages before the exit join the paid trip (nothing more due). ' +
  'Errors: 400 false_in_progress_journey (not ongoing, not of this session or customer), ' +
  'in_progress_journey_not_allowed (an exit not allowed; details body.out), invalid_request; ' +
  '401 unauthorized (a token that is not valid); 403 payment_session_invalid (session expired or ' +
  'forged, or neither session nor customer).';

/** POST /journeys/inProgress/:inProgressId/completion (issue 13 item 3). */
export const completionRoutes: FastifyPluginAsyncZod<CompletionRoutesOptions> = async (
  app,
  { completion },
) => {
  app.post(
    routes.completeInProgressJourney.path,
    {
      schema: {
        summary: 'Completes an ongoing trip at the exit its driver declares, payable at once',
        description,
        tags: ['journeys'],
        headers: tenantHeadersSchema.extend({
          authorization: z.string().optional().describe('Bearer <accessToken> of a customer'),
        }),
        params: inProgressCompletionParamsSchema,
        querystring: inProgressCompletionQuerySchema,
        body: inProgressCompletionBodySchema,
        response: {
          200: inProgressCompletionSchema,
        },
      },
      onRequest: app.identifyAccount,
    },
    (request) =>
      completion.complete(request.whitelabel, {
        inProgressId: request.params.inProgressId,
        out: request.body.out,
        lookupSessionId: request.query.sessionId,
        customerId:
          request.account?.accountType === 'customer' ? request.account.userId : undefined,
      }),
  );
};
