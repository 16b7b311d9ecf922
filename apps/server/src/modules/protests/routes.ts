import {
  attachmentLimits,
  createProtestQuerySchema,
  createProtestResponseSchema,
  protestFormFields,
  protestReasonsQuerySchema,
  protestReasonsResponseSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipartPlugin from '../../plugins/multipart.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import {
  createUploadGate,
  receiveUpload,
  type UploadGateOptions,
  type UploadIntake,
} from '../../shared/attachments/index.ts';
import { claimOf } from './claim-body.ts';
import type { ProtestsService } from './service.ts';

export interface ProtestsRoutesOptions {
  protests: ProtestsService;
  /** How many claims are read and stored at once (their files are in memory meanwhile). */
  uploads?: UploadGateOptions;
}

const tags = ['protests'];
const megabytes = attachmentLimits.totalBytes / (1024 * 1024);

/** Claims of visitors, customers and renters (spec 000 section 7 "Protests", issue 14). */
export const protestsRoutes: FastifyPluginAsyncZod<ProtestsRoutesOptions> = async (
  app,
  { protests, uploads = { maxConcurrent: 2, maxWaiting: 500 } },
) => {
  await app.register(multipartPlugin);
  const intake: UploadIntake = {
    gate: createUploadGate(uploads),
    rules: {
      fileField: protestFormFields.attachments,
      textFields: [protestFormFields.claim],
      tooBigCode: 'claim_files_toobig',
    },
  };
  app.metrics?.watchUploads('claims', () => intake.gate.counts());

  app.get(
    routes.protestReasons.path,
    {
      schema: {
        summary: 'The reasons of a claim type, labelled in the request language',
        description:
          'Each reason says whether a claim giving it needs a comment (commentMandatory) or at ' +
          'least one file (attachmentMandatory).',
        tags,
        headers: tenantHeadersSchema,
        querystring: protestReasonsQuerySchema,
        response: { 200: protestReasonsResponseSchema },
      },
      config: { publicContent: true },
    },
    (request) => protests.reasons(request.whitelabel.id, request.query.type, request.language),
  );

  app.post(
    routes.createProtest.path,
    {
      schema: {
        summary: 'File a claim on journeys of a lookup session or of the signed-in customer',
        description:
          `multipart/form-data: the part \`${protestFormFields.claim}\` (JSON: journeyIds, ` +
          `reasonId, comment, email) and up to ${attachmentLimits.maxFiles} files ` +
          `\`${protestFormFields.attachments}\`, ${megabytes} MiB in total, PNG, JPEG, GIF or ` +
          'PDF by their content (not their name). The journeys must be in the lookup session ' +
          '(sessionId) or, without one, on the signed-in customer\u2019s plates, all of the ' +
          'claim category of `type` (spec 000 section 4). A renter (issue 25) contests trips ' +
          'and notices of its fleet\u2019s lists with its token and no sessionId: at least one ' +
          '(else 400 renter_protest_no_journey_selected), each its company\u2019s fleet trip ' +
          '(else 404 protest_journeys_invalid, another company\u2019s as an unknown one). ' +
          '201: the reference, also e-mailed; ' +
          'the journeys are contested and their dunning ladder paused until the decision. ' +
          'Codes: 400 protest_reason_not_found, mandatory_comment_missing, ' +
          'mandatory_attachment_missing, protest_files_number, mime_type_not_valid, ' +
          'protest_journeys_invalid, protest_journey_not_contestable, protest_type_mismatch, ' +
          'renter_protest_no_journey_selected, invalid_request; 403 protest_session_invalid; ' +
          '408 request_timeout when the upload is too slow (under 16 KiB/s after its first ' +
          '10 s, or over 120 s in all; the connection is closed); 409 ' +
          'protest_journey_already_contested; 413 claim_files_toobig; 415 ' +
          'unsupported_media_type; 429 too_many_requests (also a client address with 3 uploads ' +
          'in progress; one address holds at most one of the two upload slots); 503 ' +
          'service_unavailable when too many uploads wait.',
        tags,
        headers: tenantHeadersSchema.extend({
          authorization: z.string().optional().describe('Bearer <accessToken> of an account'),
        }),
        querystring: createProtestQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          201: createProtestResponseSchema,
        },
      },
      onRequest: app.identifyAccount,
    },
    async (request, reply) => {
      const created = await receiveUpload(request, intake, async (read) => {
        const { type, sessionId } = request.query;
        const account = request.account;
        if (sessionId === undefined && account?.accountType === 'renter' && account.companyId) {
          // A renter contests trips of its fleet's lists (issue 25): read by the claim's ids.
          const upload = await read();
          const claim = claimOf(upload, account);
          return protests.file(request.whitelabel.id, {
            type,
            claim,
            files: upload.files,
            language: request.language,
            accountId: account.userId,
            claimable: await protests.renterClaimable(
              request.whitelabel,
              account.companyId,
              claim.journeyIds,
            ),
          });
        }
        const claimable = await protests.claimable(request.whitelabel, {
          sessionId,
          account,
        });
        const upload = await read();
        return protests.file(request.whitelabel.id, {
          type,
          claim: claimOf(upload, request.account),
          files: upload.files,
          language: request.language,
          accountId: request.account?.userId ?? null,
          claimable,
        });
      });
      return reply.code(201).send(created);
    },
  );
};
