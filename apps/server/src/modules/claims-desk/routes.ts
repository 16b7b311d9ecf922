import {
  claimCaseSchema,
  claimDecisionBodySchema,
  claimDecisionReasonsSchema,
  claimFileParamsSchema,
  claimMailPreviewSchema,
  claimParamsSchema,
  claimsQueueQuerySchema,
  claimsQueueSchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { MailService } from '../mail/service.ts';
import { type StaffGuard, staffActorOf } from '../staff/guard.ts';
import { readClaimCase } from './claim-case.ts';
import { readClaimFile } from './claim-file.ts';
import type { ClaimFileAllowance } from './file-allowance.ts';
import { decideClaimCase, previewClaimDecision } from './decision.ts';
import { listDecisionReasons } from './decision-reasons.ts';
import { claimFileHeaders } from './file-headers.ts';
import { listClaimsQueue } from './queue.ts';

export interface ClaimsDeskRoutesOptions {
  db: Database;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  clock: () => Date;
  /** The console's guard, shared by every console route plugin (staff/guard.ts). */
  guard: StaffGuard;
  /** Files one person may open an hour and a day, and bytes a day (CLAIM_FILE_*_PER_STAFF_*). */
  fileAllowance: ClaimFileAllowance;
}

const tags = ['Operator console'];

/**
 * The console's claims desk (issue 28 item 8) on the claim services the machine API
 * (/operator/protests, back-office key) uses: the queue, one claim, its files shown in the page,
 * the decision and a preview of its e-mail. Behind the console's guard (claims.read, and
 * claims.decide for the decision and its preview); only the person's white-label is read.
 */
export const claimsDeskRoutes: FastifyPluginAsyncZod<ClaimsDeskRoutesOptions> = async (
  app,
  { db, mail, clock, guard, fileAllowance },
) => {
  app.get(
    routes.claimsQueue.path,
    {
      schema: {
        summary: 'The claims queue: filtered, with each claim\u2019s age',
        description:
          'Action claims.read. Open claims oldest first by default; filters by status (ALL for ' +
          'every one), type, reason, plate (of any of its trips) and minimum age in days. Pages ' +
          'by cursor (`nextCursor`). Reason labels in the request\u2019s language.',
        tags,
        headers: tenantHeadersSchema,
        querystring: claimsQueueQuerySchema,
        response: { 200: claimsQueueSchema },
      },
      preHandler: guard.require('claims.read'),
    },
    (request) =>
      listClaimsQueue(db, staffActorOf(request).whitelabelId, request.query, {
        now: clock(),
        language: request.language,
      }),
  );

  app.get(
    routes.claimCase.path,
    {
      schema: {
        summary: 'One claim: its trips, the claimant\u2019s texts and its files',
        description:
          'Action claims.read. Each trip as filed and as it stands now (its current toll, paid ' +
          'or not). Errors: 404 protest_not_found (unknown or another white-label\u2019s).',
        tags,
        headers: tenantHeadersSchema,
        params: claimParamsSchema,
        response: { 200: claimCaseSchema },
      },
      preHandler: guard.require('claims.read'),
    },
    (request) =>
      readClaimCase(db, staffActorOf(request).whitelabelId, request.params.reference, {
        now: clock(),
        language: request.language,
      }),
  );

  app.get(
    routes.claimFile.path,
    {
      schema: {
        summary: 'A claim\u2019s file, to show in the console\u2019s page',
        description:
          'Action claims.read; each reading is written to the audit log (claims.file.view). The ' +
          'file with the type found in its content (PDF, PNG, JPEG or GIF), inline under a safe ' +
          'name, nosniff, no-store, framed by the console only (a sandboxed policy for images). ' +
          'Each person may open CLAIM_FILE_VIEWS_PER_STAFF_PER_HOUR files a UTC hour, ' +
          'CLAIM_FILE_VIEWS_PER_STAFF_PER_DAY a UTC day and CLAIM_FILE_MB_PER_STAFF_PER_DAY MiB ' +
          'a UTC day, counted before the file is read. Errors: 404 protest_not_found, ' +
          'protest_attachment_not_found; 429 claim_file_view_limit.',
        tags,
        headers: tenantHeadersSchema,
        params: claimFileParamsSchema,
        response: {
          200: z.any().describe('the file: application/pdf, image/png, image/jpeg or image/gif'),
        },
      },
      preHandler: guard.require('claims.read'),
    },
    async (request, reply) => {
      const { reference, attachmentId } = request.params;
      const file = await readClaimFile(
        db,
        fileAllowance,
        staffActorOf(request),
        reference,
        attachmentId,
        clock(),
      );
      return reply.headers(claimFileHeaders(file.fileName, file.mediaType)).send(file.content);
    },
  );

  app.get(
    routes.claimDecisionReasons.path,
    {
      schema: {
        summary: 'The ready-made reasons a decision on this claim may start from',
        description:
          'Action claims.decide (a read: no passkey check). The white-label\u2019s reasons for ' +
          'each kind of decision (accept, newPrice, reject), from its tenant file\u2019s ' +
          '`settings.decisionReasons` or the portal\u2019s defaults: each labelled in the ' +
          'request\u2019s language, its text in the claimant\u2019s (`language`), to be edited ' +
          'and sent as the decision\u2019s reason. Errors: 404 protest_not_found (unknown or ' +
          'another white-label\u2019s).',
        tags,
        headers: tenantHeadersSchema,
        params: claimParamsSchema,
        response: { 200: claimDecisionReasonsSchema },
      },
      preHandler: guard.require('claims.decide'),
    },
    (request) =>
      listDecisionReasons(
        db,
        staffActorOf(request).whitelabelId,
        request.params.reference,
        request.language,
      ),
  );

  app.post(
    routes.claimDecisionPreview.path,
    {
      schema: {
        summary: 'The e-mail a decision would send, not sent',
        description:
          'Action claims.decide. The decision e-mail in the claimant\u2019s language, rendered ' +
          'by the outbox\u2019s own texts from the decision run and rolled back: nothing changes ' +
          'and nothing is sent. Errors as the decision: 400 protest_reduced_price_invalid; 403 ' +
          'fresh_check_required (a passkey check within five minutes, as the decision wants); ' +
          '404 protest_not_found; 409 protest_already_decided.',
        tags,
        headers: tenantHeadersSchema,
        params: claimParamsSchema,
        body: claimDecisionBodySchema,
        response: { 200: claimMailPreviewSchema },
      },
      preHandler: guard.require('claims.decide'),
    },
    (request) =>
      previewClaimDecision(
        { db, clock },
        staffActorOf(request).whitelabelId,
        request.params.reference,
        request.body,
      ),
  );

  app.post(
    routes.decideClaimCase.path,
    {
      schema: {
        summary: 'Decides an open claim',
        description:
          'Action claims.decide. ACCEPTED cancels the claim\u2019s trips except those of ' +
          '`reducedPrices` (a new toll in cents, lower than the current one); REJECTED resumes ' +
          'their deadlines, extended by the time the claim was open. The reason goes to the ' +
          'claimant in the decision\u2019s e-mail and to the audit log (claims.decide), written ' +
          'in the decision\u2019s transaction. Errors: 400 protest_reduced_price_invalid; 403 ' +
          'fresh_check_required (it cannot be taken back: a passkey check within five minutes); ' +
          '404 protest_not_found; 409 protest_already_decided.',
        tags,
        headers: tenantHeadersSchema,
        params: claimParamsSchema,
        body: claimDecisionBodySchema,
        response: { 200: claimCaseSchema },
      },
      preHandler: guard.require('claims.decide'),
    },
    async (request) => {
      const actor = staffActorOf(request);
      await decideClaimCase({ db, mail, clock }, actor, request.params.reference, request.body);
      return readClaimCase(db, actor.whitelabelId, request.params.reference, {
        now: clock(),
        language: request.language,
      });
    },
  );
};
