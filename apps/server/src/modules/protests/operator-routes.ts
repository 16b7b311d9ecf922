import {
  operatorProtestsQuerySchema,
  operatorProtestsResponseSchema,
  protestAttachmentParamsSchema,
  protestDecisionBodySchema,
  protestDetailSchema,
  protestReferenceParamsSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { machineCall, operatorCallSchema } from '../../plugins/operator-calls.ts';
import { attachmentDisposition } from '../mail/mailbox-page.ts';
import type { ProtestsService } from './service.ts';

export interface OperatorProtestsRoutesOptions {
  protests: ProtestsService;
}

const keyNote =
  'Authenticated by an API key of the white-label (`x-api-key` or `Authorization: Bearer`), as ' +
  'the roadside ingestion; another white-label\u2019s claims answer 404 protest_not_found.';

/** The operator's claim desk (issue 14 item 5): list, read, download, decide. */
export const operatorProtestsRoutes: FastifyPluginAsyncZod<OperatorProtestsRoutesOptions> = async (
  app,
  { protests },
) => {
  const machine = machineCall(app);

  app.get(
    routes.operatorProtests.path,
    {
      schema: {
        summary: 'The claims of the white-label, newest first',
        description: `Filter by status; paged (page from 1, pageSize up to 100). ${keyNote}`,
        ...operatorCallSchema,
        querystring: operatorProtestsQuerySchema,
        response: {
          200: operatorProtestsResponseSchema,
        },
      },
      ...machine,
    },
    (request) => protests.list(request.whitelabel.id, request.query),
  );

  app.get(
    routes.operatorProtest.path,
    {
      schema: {
        summary: 'One claim: its journeys as filed and its files\u2019 metadata',
        description: keyNote,
        ...operatorCallSchema,
        params: protestReferenceParamsSchema,
        response: { 200: protestDetailSchema },
      },
      ...machine,
    },
    (request) => protests.detail(request.whitelabel.id, request.params.reference),
  );

  app.get(
    routes.operatorProtestAttachment.path,
    {
      schema: {
        summary: 'Download a file of a claim',
        description:
          'The file as sent, with the type found in its content; always as an attachment ' +
          `(never shown inline). 404 protest_attachment_not_found. ${keyNote}`,
        ...operatorCallSchema,
        params: protestAttachmentParamsSchema,
        response: {
          200: z.any().describe('the file: application/pdf, image/png, image/jpeg or image/gif'),
        },
      },
      ...machine,
    },
    async (request, reply) => {
      const { reference, attachmentId } = request.params;
      const file = await protests.attachment(request.whitelabel.id, reference, attachmentId);
      return reply
        .header('content-type', file.mediaType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.post(
    routes.decideProtest.path,
    {
      schema: {
        summary: 'Decide an open claim',
        description:
          'ACCEPTED cancels the claim\u2019s journeys, except those of reducedPrices, which stay ' +
          'due at the lower toll (reducedTtcPrice in cents, lower than the current one) with ' +
          'their ladder resumed; REJECTED resumes the ladder with every deadline extended by the ' +
          'time the claim was open. The claimant is e-mailed the decision. 409 ' +
          `protest_already_decided; 400 protest_reduced_price_invalid. ${keyNote}`,
        ...operatorCallSchema,
        params: protestReferenceParamsSchema,
        body: protestDecisionBodySchema,
        response: {
          200: protestDetailSchema,
        },
      },
      ...machine,
    },
    (request) => protests.decide(request.whitelabel.id, request.params.reference, request.body),
  );
};
