import {
  buildPath,
  type RegistrationBody,
  type RouteName,
  routes,
  type TokenResponse,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import type { AccountMailKind } from '../../src/modules/accounts/account-mails.ts';
import { solvedCaptchaToken } from './captcha.ts';
import { uniqueSuffix } from './factories.ts';

/** A strong password by the spec's rules (8 characters at least, every kind). */
export const goodPassword = 'Pass-word1';

export function freshEmail(): string {
  return `driver.${uniqueSuffix()}@example.fr`;
}

export function registration(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  return {
    email: freshEmail(),
    password: goodPassword,
    firstName: 'Giulia',
    lastName: 'Rossi',
    language: 'it',
    acceptedTerms: true,
    ...overrides,
  };
}

export interface CallOptions {
  params?: Record<string, string>;
  body?: unknown;
  captcha?: boolean;
  token?: string;
  query?: Record<string, string>;
}

/** The account calls as the web sends them, on one tenant's host, with the test's clock. */
export function accountClient(
  app: () => FastifyInstance,
  config: Config,
  host: string,
  now: () => Date,
) {
  function call(
    name: RouteName,
    { params, body, captcha, token, query = {} }: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const route = routes[name];
    return app().inject({
      method: route.method,
      url: buildPath(route.path, params),
      query: captcha ? { ...query, captchaToken: solvedCaptchaToken(config, now()) } : query,
      headers: {
        [whitelabelHostHeader]: host,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  }

  /** The code of the last e-mail of a kind to an address (the outbox keeps it in its payload). */
  async function lastCode(email: string, kind: AccountMailKind): Promise<string> {
    const [row] = await app()
      .database.db.select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = row?.payload.code;
    if (typeof code !== 'string') throw new Error(`no ${kind} e-mail to ${email}`);
    return code;
  }

  async function register(body: RegistrationBody = registration()) {
    const response = await call('register', { body, captcha: true });
    expect(response.statusCode, response.body).toBe(201);
    return { body, id: (response.json() as { id: string }).id };
  }

  /** A registered and activated customer, signed in by the activation. */
  async function customer(overrides: Partial<RegistrationBody> = {}) {
    const { body, id } = await register(registration(overrides));
    const code = await lastCode(body.email, 'account_activation');
    const response = await call('activateUser', { params: { id }, body: { code } });
    expect(response.statusCode, response.body).toBe(200);
    return { ...body, id, tokens: response.json() as TokenResponse };
  }

  const signIn = (email: string, password: string) =>
    call('userToken', { body: { email, password }, captcha: true });

  return { call, lastCode, register, customer, signIn };
}

export type AccountClient = ReturnType<typeof accountClient>;
