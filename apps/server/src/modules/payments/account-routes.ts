import {
  accountPaymentPathSchema,
  accountPaymentsQuerySchema,
  accountPaymentsResponseSchema,
  accountPaymentsPageSizeMax,
  contentQuerySchema,
  routes,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, authHeadersSchema } from '../accounts/signed-in-routes.ts';
import type { PaymentsService } from './service.ts';

export interface AccountPaymentsRoutesOptions {
  payments: Pick<PaymentsService, 'accountPayments' | 'accountReceipt'>;
}

const tags = ['payments', 'accounts'];
const signedInNote = ' Errors: 401 unauthorized; 403 forbidden (not a customer token).';

/**
 * The signed-in customer's payments and receipts (issue 26 item 10): the account area keeps the
 * success page's promise that receipts stay available there. Only the customer's own payments
 * are read (the payments' user_id); a deleted account's payments no longer name it.
 */
export const accountPaymentsRoutes: FastifyPluginAsyncZod<AccountPaymentsRoutesOptions> = async (
  app,
  { payments },
) => {
  const customer = app.requireAccount('customer');

  app.get(
    routes.myPayments.path,
    {
      schema: {
        summary: 'The signed-in customer\u2019s payments, newest first (paged)',
        description:
          'Payments started from the account that reached a payment method (a basket never sent ' +
          `is left out). pageSize up to ${accountPaymentsPageSizeMax}, 10 by default.` +
          ` Errors: 400 invalid_request.${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        querystring: accountPaymentsQuerySchema,
        response: {
          200: accountPaymentsResponseSchema,
        },
      },
      onRequest: customer,
    },
    (request) =>
      payments.accountPayments(request.whitelabel, accountOf(request).userId, request.query),
  );

  app.get(
    routes.myPaymentReceipt.path,
    {
      schema: {
        summary:
          'The receipt of one of the customer\u2019s own payments (PDF), in the request language',
        description:
          'Errors: 404 payment_not_found (also for another customer\u2019s payment); 409 ' +
          'receipt_unavailable (the payment did not succeed); 429 too_many_requests past ' +
          'RECEIPT_DOWNLOADS_MAX_PER_ACCOUNT downloads of the account, or ' +
          'RECEIPT_DOWNLOADS_MAX_PER_ADDRESS of the client address, in a UTC day (Retry-After: ' +
          `the seconds until the day ends).${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        params: accountPaymentPathSchema,
        querystring: contentQuerySchema,
        response: {
          200: z.any().describe('application/pdf'),
        },
      },
      onRequest: customer,
    },
    async (request, reply) => {
      const { pdf, receiptNumber } = await payments.accountReceipt(
        request.whitelabel,
        accountOf(request).userId,
        request.params.reference,
        request.language,
        request.ip,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
