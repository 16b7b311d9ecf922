import { http, HttpResponse } from 'msw';
import type {
  AlertStatusResponse,
  ConfirmAlertResponse,
  SubscribeAlertResponse,
} from '@portico/contract';
import { api, server } from '../../../../test/server.ts';
import { serveChallenges } from '../../../components/captcha/__tests__/challenge.ts';

// What the alert pages' tests serve: captcha challenges and the four alert calls, each recording
// what it was sent.

type Answer<T> = { status?: number; body: T | { message: string } };

const reply = <T>(answer: Answer<T>) =>
  HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status ?? 200 });

export interface AlertApiAnswers {
  status?: Answer<AlertStatusResponse>;
  subscribe?: Answer<SubscribeAlertResponse>;
  confirm?: Answer<ConfirmAlertResponse>;
  unsubscribe?: Answer<Record<string, never>>;
}

export function serveAlertApi(answers: AlertApiAnswers = {}) {
  const { handler } = serveChallenges();
  const calls = {
    status: [] as URLSearchParams[],
    subscribe: [] as { query: URLSearchParams; body: unknown }[],
    confirm: [] as unknown[],
    unsubscribe: [] as unknown[],
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
          },
        },
      );
    }),
    http.post(api('/customers/unsubscribe'), async ({ request }) => {
      calls.unsubscribe.push(await request.json());
      return reply(answers.unsubscribe ?? { body: {} });
    }),
  );
  return calls;
}
