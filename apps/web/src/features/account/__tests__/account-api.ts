import { http, HttpResponse } from 'msw';
import type { RegistrationResponse, TokenResponse } from '@portico/contract';
import { api, server } from '../../../../test/server.ts';
import { aJwt } from '../../../../test/tokens.ts';
import { serveChallenges } from '../../../components/captcha/__tests__/challenge.ts';
import { serveProfileApi } from './profile-api.ts';

// What the account pages' tests serve: captcha challenges and the public account calls, each
// recording what it was sent.

type Answer<T> = { status: number; body?: T | { message: string } };

const reply = <T>(answer: Answer<T>) =>
  answer.body === undefined
    ? new HttpResponse(null, { status: answer.status })
    : HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });

export const failure = (status: number, message: string) => ({ status, body: { message } });

export function aTokenResponse(): TokenResponse {
  return {
    accessToken: aJwt({ sub: 'customer', exp: Math.floor(Date.now() / 1000) + 900 }),
    refreshToken: aJwt({ sub: 'customer', exp: Math.floor(Date.now() / 1000) + 86_400 }),
    expiresIn: 900,
  };
}

export interface AccountApiAnswers {
  signIn?: Answer<TokenResponse>;
  register?: Answer<RegistrationResponse>;
  activate?: Answer<TokenResponse>;
  resend?: Answer<never>;
  passwordCode?: Answer<never>;
  resetPassword?: Answer<never>;
}

interface Call {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

async function record(calls: Call[], request: Request) {
  const url = new URL(request.url);
  const text = await request.text();
  calls.push({ path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : null });
}

export const registeredId = '0b5c3f5e-3f7e-4d5e-9a55-2a7e0f0a1b2c';

export function serveAccountApi(answers: AccountApiAnswers = {}) {
  const { handler } = serveChallenges();
  const calls = {
    signIn: [] as Call[],
    register: [] as Call[],
    activate: [] as Call[],
    resend: [] as Call[],
    passwordCode: [] as Call[],
    resetPassword: [] as Call[],
  };
  // Where a signed-in customer lands: the profile loads.
  serveProfileApi();
  server.use(
    handler,
    http.post(api('/public/users/token'), async ({ request }) => {
      await record(calls.signIn, request);
      return reply(answers.signIn ?? { status: 200, body: aTokenResponse() });
    }),
    http.post(api('/public/users'), async ({ request }) => {
      await record(calls.register, request);
      return reply(answers.register ?? { status: 201, body: { id: registeredId } });
    }),
    http.post(api('/public/users/:id/activate'), async ({ request }) => {
      await record(calls.activate, request);
      return reply(answers.activate ?? { status: 200, body: aTokenResponse() });
    }),
    http.post(api('/public/users/:id/activationCodes'), async ({ request }) => {
      await record(calls.resend, request);
      return reply(answers.resend ?? { status: 204 });
    }),
    http.post(api('/public/users/:id/passwords/codes'), async ({ request }) => {
      await record(calls.passwordCode, request);
      return reply(answers.passwordCode ?? { status: 204 });
    }),
    http.put(api('/public/users/:id/passwords'), async ({ request }) => {
      await record(calls.resetPassword, request);
      return reply(answers.resetPassword ?? { status: 204 });
    }),
  );
  return calls;
}
