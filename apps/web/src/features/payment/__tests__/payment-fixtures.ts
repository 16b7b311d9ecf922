import { http, HttpResponse } from 'msw';
import type { Journey, PaymentMethod, PaymentSession } from '@portico/contract';
import { makeJourney, makePaymentStatus } from '@portico/contract/testing';
import { api, server } from '../../../../test/server.ts';

/** Test data: a finished trip (4.20 EUR), an ongoing one and a prepaid one, as a trips list stores them. */
export const finishedTrip = makeJourney({ id: 'dossier-1', deadline: null });
export const ongoingTrip = makeJourney({
  id: 'run-1',
  inProgressId: 'progress-1',
  date: '2026-03-04T07:00:00+01:00',
  status: 'EN_COURS',
  completed: false,
  out: null,
});
export const prepaidTrip = makeJourney({
  id: 'pre-1',
  date: '2026-03-05T07:00:00+01:00',
  deadline: null,
  status: 'PREPAYMENT',
  nature: 'prePayment',
  in: { id: '25-28', label: 'Moulins (25-28)' },
  out: { id: '34', label: 'Montmarault (34)' },
  carCategory: 2,
});

export const paymentId = 'pay_0123456789abcdef';

/** The server's answer: its own prices (deliberately not the stored trips' sum). */
export function aPaymentSession(overrides: Partial<PaymentSession> = {}): PaymentSession {
  return {
    id: paymentId,
    status: 'PENDING',
    amount: 1234,
    currency: 'EUR',
    plate: 'AB123CD',
    countryCode: 'FR',
    journeys: [finishedTrip],
    prepayments: [
      {
        in: { id: '25-28', label: 'Moulins (25-28)' },
        out: { id: '34', label: 'Montmarault (34)' },
        vehicleCategory: 2,
        htPrice: 678,
        tvaPrice: 136,
        ttcPrice: 814,
      },
    ],
    expiresAt: '2026-03-05T08:00:00+01:00',
    ...overrides,
  };
}

export const allMethods: PaymentMethod[] = [
  { type: 'CREDIT_CARD', isEnabled: true, icon: 'card', errorMessage: null },
  { type: 'TOTAL', isEnabled: true, icon: '/media/a79/total.svg', errorMessage: null },
  { type: 'DKV', isEnabled: true, icon: 'card', errorMessage: null },
  { type: 'SHELL', isEnabled: true, icon: 'card', errorMessage: null },
  {
    type: 'ESSO',
    isEnabled: false,
    icon: 'card',
    errorMessage: 'Le carte ESSO non sono accettate fino al 31 marzo.',
  },
];

export interface Answer<T> {
  status?: number;
  body: T | { message: string; details?: { path: string; code: string }[] };
}

export interface Recorded {
  url: URL;
  body: unknown;
}

interface PaymentAnswers {
  session?: Answer<PaymentSession>;
  methods?: Answer<PaymentMethod[]>;
  psp?: Answer<unknown>;
  privateCard?: Answer<unknown>;
}

/** Serves the payment calls of the contract's routes and records what the page sent. */
export function servePayment(answers: PaymentAnswers = {}) {
  const calls = {
    journeys: [] as Recorded[],
    allJourneys: [] as Recorded[],
    psp: [] as Recorded[],
    privateCards: [] as Recorded[],
  };
  const reply = (answer: Answer<unknown> | undefined, fallback: unknown) =>
    HttpResponse.json((answer?.body ?? fallback) as Record<string, unknown>, {
      status: answer?.status ?? 200,
    });
  const record =
    (list: Recorded[], answer: Answer<unknown> | undefined, fallback: unknown) =>
    async ({ request }: { request: Request }) => {
      list.push({ url: new URL(request.url), body: await request.json() });
      return reply(answer, fallback);
    };
  server.use(
    http.post(
      api('/payments/journeys'),
      record(calls.journeys, answers.session, aPaymentSession()),
    ),
    http.post(
      api('/payments/allJourneys'),
      record(calls.allJourneys, answers.session, aPaymentSession()),
    ),
    http.get(api('/payments/methods'), () => reply(answers.methods, allMethods)),
    http.post(
      api('/payments/psp'),
      record(calls.psp, answers.psp, {
        psp: 'PAYBOX',
        url: 'https://tpeweb.e-transactions.fr/php/',
        parameters: [
          { pspVariableName: 'PBX_SITE', pspVariableValue: '1999888' },
          { pspVariableName: 'PBX_TOTAL', pspVariableValue: '1234' },
          { pspVariableName: 'PBX_HMAC', pspVariableValue: 'ABCDEF' },
        ],
      }),
    ),
    http.post(
      api('/payments/privateCards'),
      record(calls.privateCards, answers.privateCard, aStatus('SUCCEED')),
    ),
    // What the result pages read once a fleet card has paid (their own tests cover them).
    http.get(api('/payments/:id'), () =>
      (answers.privateCard?.status ?? 200) === 200
        ? reply(answers.privateCard, aStatus('SUCCEED'))
        : HttpResponse.json({ message: 'payment_not_found' }, { status: 404 }),
    ),
    http.get(api('/payments/:id/email'), () => HttpResponse.json({ email: null })),
    http.get(api('/whitelabels/payments/confirmation/page'), () =>
      HttpResponse.json({ articleList: [], canSubscribeAlert: false, dataRetentionYears: 2 }),
    ),
  );
  return calls;
}

/** A fleet card's payment of 12.34 EUR in `status` (any text: the page must cope with others). */
export function aStatus(status: string) {
  return {
    ...makePaymentStatus({
      id: paymentId,
      amount: 1234,
      method: 'TOTAL',
      provider: null,
      cardLabel: null,
      paidAt: status === 'SUCCEED' ? '2026-03-05T08:00:00+01:00' : null,
      lines: makePaymentStatus().lines.map((line) => ({ ...line, amount: 1234 })),
    }),
    status,
  };
}

/** What a trips list stores before opening /payment, and the lookup's keys. */
export function storeTripsToPay(
  journeys: Journey[],
  { fromNotice = false, lookupSessionId = 'lookup-session-1' } = {},
): void {
  localStorage.setItem('payment/journeys', JSON.stringify(journeys));
  localStorage.setItem('isFromAvisOrCnp', JSON.stringify(fromNotice));
  if (lookupSessionId) localStorage.setItem('sessionId', JSON.stringify(lookupSessionId));
}
