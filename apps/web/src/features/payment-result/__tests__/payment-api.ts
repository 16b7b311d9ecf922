import { http, HttpResponse } from 'msw';
import type { ConfirmationPage, PaymentStatus, PaymentStatusResponse } from '@portico/contract';
import { makePaymentStatus } from '@portico/contract/testing';
import { anArticle } from '../../../../test/fixtures.ts';
import { api, server } from '../../../../test/server.ts';

export const paymentId = 'pay_0123456789abcdef';

/** Test data: a payment of 13.20 EUR by bank card, with overrides (the contract's fixture). */
export function aPaymentStatus(
  overrides: Partial<PaymentStatusResponse> = {},
): PaymentStatusResponse {
  return makePaymentStatus({ id: paymentId, ...overrides });
}

export function aConfirmationPage(overrides: Partial<ConfirmationPage> = {}): ConfirmationPage {
  return {
    articleList: [anArticle('app-mobile', { title: "Scarica l'app" })],
    canSubscribeAlert: true,
    dataRetentionYears: 2,
    ...overrides,
  };
}

export function storePaymentSession(id = paymentId): void {
  localStorage.setItem('payment/sessionId', JSON.stringify(id));
}

type StatusAnswer = PaymentStatus | PaymentStatusResponse | 'fail';

interface PaymentApi {
  /** The answers of GET /payments/:id in turn; the last one repeats. */
  statuses?: StatusAnswer[];
  email?: string | null;
  confirmation?: ConfirmationPage;
  receipt?: 'pdf' | 'unavailable';
  /** limited: the server's re-send cap (429 receipt_resend_limit). */
  sendReceipt?: 'accepted' | 'invalid' | 'limited';
}

export const receiptPdf = '%PDF-1.7 receipt';

/**
 * The payment routes of the contract, answered as the server does, in one group so the static
 * /payments/receipt comes before /payments/:id. Returns what the browser sent.
 */
export function mockPaymentApi({
  statuses = ['SUCCEED'],
  email = 'mario.rossi@example.it',
  confirmation = aConfirmationPage(),
  receipt = 'pdf',
  sendReceipt = 'accepted',
}: PaymentApi = {}) {
  const sent = {
    statusCalls: 0,
    statusIds: [] as string[],
    receiptQueries: [] as string[],
    receiptAccept: [] as (string | null)[],
    receiptBodies: [] as unknown[],
    languages: [] as (string | null)[],
  };
  server.use(
    http.get(api('/whitelabels/payments/confirmation/page'), ({ request }) => {
      sent.languages.push(request.headers.get('accept-language'));
      return HttpResponse.json(confirmation);
    }),
    http.get(api('/payments/receipt'), ({ request }) => {
      sent.receiptQueries.push(new URL(request.url).search);
      sent.receiptAccept.push(request.headers.get('accept'));
      return receipt === 'pdf'
        ? new HttpResponse(receiptPdf, { headers: { 'content-type': 'application/pdf' } })
        : HttpResponse.json({ message: 'receipt_unavailable' }, { status: 409 });
    }),
    http.post(api('/payments/receipt'), async ({ request }) => {
      sent.receiptBodies.push(await request.json());
      if (sendReceipt === 'accepted') return new HttpResponse(null, { status: 202 });
      return sendReceipt === 'limited'
        ? HttpResponse.json({ message: 'receipt_resend_limit' }, { status: 429 })
        : HttpResponse.json({ message: 'invalid_request' }, { status: 400 });
    }),
    http.get(api('/payments/:id/email'), () => HttpResponse.json({ email })),
    http.get(api('/payments/:id'), ({ params }) => {
      const answer = statuses[Math.min(sent.statusCalls, statuses.length - 1)] ?? 'fail';
      sent.statusCalls += 1;
      sent.statusIds.push(String(params.id));
      if (answer === 'fail') {
        return HttpResponse.json({ message: 'payment_not_found' }, { status: 404 });
      }
      return HttpResponse.json(
        typeof answer === 'string' ? aPaymentStatus({ status: answer }) : answer,
      );
    }),
  );
  return sent;
}
