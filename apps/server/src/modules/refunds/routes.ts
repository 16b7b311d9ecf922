import {
  decideRefundBodySchema,
  maxRefundCents,
  paymentRefundsParamsSchema,
  paymentRefundsSchema,
  refundListQuerySchema,
  refundListSchema,
  refundParamsSchema,
  refundSchema,
  requestRefundBodySchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { type StaffGuard, staffActorOf } from '../staff/guard.ts';
import type { RefundsService } from './service.ts';

export interface RefundsRoutesOptions {
  refunds: RefundsService;
  guard: StaffGuard;
}

const tags = ['Operator console'];

/**
 * Refunds through the PSPs (issue 29 item 1): the finance desk's lists, a payment's refunds, a
 * refund of a payment and the decisions on an attempt. Reads behind refunds.read (agents see
 * them); every change behind refunds.approve and its fresh passkey check, audited.
 */
export const refundsRoutes: FastifyPluginAsyncZod<RefundsRoutesOptions> = async (
  app,
  { refunds, guard },
) => {
  app.get(
    routes.refunds.path,
    {
      schema: {
        summary: 'Lists refund attempts, newest first',
        description:
          'Action refunds.read. view=waiting: those for a person (awaiting approval, or whose ' +
          'outcome the job could not learn in its tries); view=history: every attempt.',
        tags,
        headers: tenantHeadersSchema,
        querystring: refundListQuerySchema,
        response: { 200: refundListSchema },
      },
      preHandler: guard.require('refunds.read'),
    },
    (request) =>
      refunds.list(staffActorOf(request), {
        view: request.query.view,
        before: request.query.before === undefined ? undefined : Number(request.query.before),
        limit: request.query.limit,
      }),
  );

  app.get(
    routes.paymentRefunds.path,
    {
      schema: {
        summary: 'A payment\u2019s refunds and what may still be refunded',
        description:
          'Action refunds.read. Errors: 404 payment_not_found (unknown or another white-label\u2019s).',
        tags,
        headers: tenantHeadersSchema,
        params: paymentRefundsParamsSchema,
        response: { 200: paymentRefundsSchema },
      },
      preHandler: guard.require('refunds.read'),
    },
    (request) => refunds.ofPayment(staffActorOf(request), request.params.paymentId),
  );

  app.post(
    routes.requestRefund.path,
    {
      schema: {
        summary: 'Refunds a payment, whole or in part',
        description:
          'Action refunds.approve, with a passkey check within five minutes. The attempt is ' +
          'written approved; the refund job sends it to the PSP. At most ' +
          `${maxRefundCents} cents. Errors: 404 payment_not_found; 409 payment_not_refundable ` +
          '(the PSP took no money), refund_in_progress (another attempt is not finished), ' +
          'refund_over_amount (more than was taken less what is refunded).',
        tags,
        headers: tenantHeadersSchema,
        params: paymentRefundsParamsSchema,
        body: requestRefundBodySchema,
        response: { 200: refundSchema },
      },
      preHandler: guard.require('refunds.approve'),
    },
    (request) =>
      refunds.request(staffActorOf(request), {
        paymentId: request.params.paymentId,
        amountCents: request.body.amountCents,
        reason: request.body.reason,
      }),
  );

  app.post(
    routes.decideRefund.path,
    {
      schema: {
        summary: 'Approves, cancels or retries a refund attempt',
        description:
          'Action refunds.approve, with a passkey check within five minutes. approve: one ' +
          'awaiting approval; cancel: one not sent yet; retry: one the job stopped asking the PSP ' +
          'about. Errors: 404 refund_not_found (unknown or another white-label\u2019s); 409 ' +
          'refund_not_pending (not in a state the decision applies to).',
        tags,
        headers: tenantHeadersSchema,
        params: refundParamsSchema,
        body: decideRefundBodySchema,
        response: { 200: refundSchema },
      },
      preHandler: guard.require('refunds.approve'),
    },
    (request) =>
      refunds.decide(
        staffActorOf(request),
        Number(request.params.refundId),
        request.body.decision,
        request.body.reason,
      ),
  );
};
