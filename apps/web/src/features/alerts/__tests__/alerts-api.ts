import { http, HttpResponse } from 'msw';
import type {
  AlertHandoverResponse,
  AlertStatusResponse,
  ConfirmAlertResponse,
  SubscribeAlertResponse,
} from '@portico/contract';
import { api, server } from '../../../../test/server.ts';
import { serveChallenges } from '../../../components/captcha/__tests__/challenge.ts';

// What the alert pages' tests serve: captcha challenges and the alert calls, each recording what
// it was sent.

type Answer<T> = { status?: number; body: T | { message: string } };

const reply = <T>(answer: Answer<T>) =>
  HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status ?? 200 });

export function aHandover(overrides: Partial<AlertHandoverResponse> = {}): AlertHandoverResponse {
  return {
    countryCode: 'FR',
    numberPlate: 'AB123CD',
    requesterHiddenEmail: 'm***@o***.fr',
    // 18:30 in Paris.
    movesAt: '2026-12-04T17:30:00.000Z',
    state: 'OPEN',
    ...overrides,
  };
}

export interface AlertApiAnswers {
  status?: Answer<AlertStatusResponse>;
  subscribe?: Answer<SubscribeAlertResponse>;
  confirm?: Answer<ConfirmAlertResponse>;
  unsubscribe?: Answer<Record<string, never>>;
  oneClick?: Answer<Record<string, never>>;
  handover?: Answer<AlertHandoverResponse>;
  /** The answer to a decision; by default the handover in the state the decision leads to. */
  decide?: Answer<AlertHandoverResponse>;
}

export function serveAlertApi(answers: AlertApiAnswers = {}) {
  const { handler } = serveChallenges();
  const calls = {
    status: [] as URLSearchParams[],
    subscribe: [] as { query: URLSearchParams; body: unknown }[],
    confirm: [] as unknown[],
    unsubscribe: [] as unknown[],
    oneClick: [] as { query: URLSearchParams; body: string }[],
    handover: [] as URLSearchParams[],
    decide: [] as unknown[],
  };
  server.use(
    handler,
    http.get(api('/customers'), ({ request }) => {
      calls.status.push(new URL(request.url).searchParams);
      return reply(answers.status ?? { body: { alertStatus: 'UNACTIVATED', hiddenEmail: null } });
    }),
    http.post(api('/customers'), async ({ request }) => {
      calls.subscribe.push({
        query: new URL(request.url).searchParams,
        body: await request.json(),
      });
      return reply(answers.subscribe ?? { body: { outcome: 'CONFIRMATION_SENT' } });
    }),
    http.post(api('/customers/confirmations'), async ({ request }) => {
      calls.confirm.push(await request.json());
      return reply(
        answers.confirm ?? {
          body: {
            countryCode: 'FR',
            numberPlate: 'AB123CD',
            hiddenEmail: 'g***@e***.it',
            endTime: null,
            handoverAt: null,
            alreadyConfirmed: false,
          },
        },
      );
    }),
    http.post(api('/customers/unsubscribe'), async ({ request }) => {
      calls.unsubscribe.push(await request.json());
      return reply(answers.unsubscribe ?? { body: {} });
    }),
    http.post(api('/customers/unsubscribe/oneClick'), async ({ request }) => {
      calls.oneClick.push({ query: new URL(request.url).searchParams, body: await request.text() });
      return reply(answers.oneClick ?? { body: {} });
    }),
    http.get(api('/customers/handovers'), ({ request }) => {
      calls.handover.push(new URL(request.url).searchParams);
      return reply(answers.handover ?? { body: aHandover() });
    }),
    http.post(api('/customers/handovers'), async ({ request }) => {
      const body = (await request.json()) as { decision?: string };
      calls.decide.push(body);
      const state = body.decision === 'KEEP' ? 'KEPT' : 'MOVED';
      return reply(answers.decide ?? { body: aHandover({ state }) });
    }),
  );
  return calls;
}
