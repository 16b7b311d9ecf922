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
}

export function serveProfileApi(answers: ProfileApiAnswers = {}, profile = aProfile()) {
  const calls = { me: 0, update: [] as unknown[], deleteMe: 0, logout: 0 };
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
    http.delete(api('/users/me/token'), () => {
      calls.logout += 1;
      return reply(answers.logout ?? { status: 204 });
    }),
  );
  return calls;
}
