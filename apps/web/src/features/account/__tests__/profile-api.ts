import { http, HttpResponse } from 'msw';
import type { ProfileResponse } from '@portico/contract';
import { api, server } from '../../../../test/server.ts';
import { serveVehiclesApi } from './vehicles-api.ts';

// What the profile page's tests serve: the signed-in customer's calls, each recording its body.

export function aProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    id: '0b5c3f5e-3f7e-4d5e-9a55-2a7e0f0a1b2c',
    email: 'giulia@example.it',
    firstName: 'Giulia',
    lastName: 'Rossi',
    billingAddress: 'Via Roma 1',
    billingZipcode: '10121',
    billingCity: 'Torino',
    billingCountry: 'IT',
    language: 'it',
    accountType: 'customer',
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };

const reply = (answer: Answer) =>
  answer.body === undefined
    ? new HttpResponse(null, { status: answer.status })
    : HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });

export interface ProfileApiAnswers {
  me?: Answer;
  update?: Answer;
  deleteMe?: Answer;
  logout?: Answer;
  /** GET /users/me/payments (issue 26 item 10): the same page whatever is asked; none by default. */
  payments?: Answer;
}

export function serveProfileApi(answers: ProfileApiAnswers = {}, profile = aProfile()) {
  const calls = {
    me: 0,
    update: [] as unknown[],
    deleteMe: 0,
    logout: 0,
    payments: [] as string[],
    receipts: [] as { reference: string; authorization: string | null }[],
  };
  let current = profile;
  serveVehiclesApi(); // The page's right part.
  server.use(
    http.get(api('/users/me'), () => {
      calls.me += 1;
      return reply(answers.me ?? { status: 200, body: current });
    }),
    http.patch(api('/users/me'), async ({ request }) => {
      const body = (await request.json()) as Partial<ProfileResponse>;
      calls.update.push(body);
      if (answers.update) return reply(answers.update);
      if (!('currentPassword' in body)) current = { ...current, ...body };
      return reply({ status: 200, body: current });
    }),
    http.delete(api('/users/me'), () => {
      calls.deleteMe += 1;
      return reply(answers.deleteMe ?? { status: 204 });
    }),
    http.get(api('/users/me/payments'), ({ request }) => {
      calls.payments.push(new URL(request.url).search);
      return reply(
        answers.payments ?? {
          status: 200,
          body: { page: 1, pageSize: 10, pageTotal: 0, total: 0, data: [] },
        },
      );
    }),
    http.get(api('/users/me/payments/:reference/receipt'), ({ request, params }) => {
      calls.receipts.push({
        reference: String(params.reference),
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse('%PDF-receipt', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    }),
    http.delete(api('/users/me/token'), () => {
      calls.logout += 1;
      return reply(answers.logout ?? { status: 204 });
    }),
  );
  return calls;
}
