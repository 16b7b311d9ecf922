import {
  type OperatorRenterInviteBody,
  type TokenResponse,
  buildPath,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { createApiKeysService } from '../../src/modules/api-keys/service.ts';
import { accountClient } from './accounts.ts';
import { createTenant, type TenantFixture, uniqueSuffix } from './factories.ts';

/** A renter password by the renters' rules: 12 characters, every kind. */
export const renterPassword = 'Fleet-pass12';

/**
 * The renter accounts' calls on a fresh tenant of their own (issue 25): the public and signed-in
 * calls as the web sends them (accounts.ts's client), the operator's with the tenant's API key,
 * and the codes read from the outbox as the invited user reads them in the e-mail.
 */
export async function renterAccounts(app: () => FastifyInstance, config: Config, now: () => Date) {
  const tenant: TenantFixture = await createTenant(app().database.db);
  const { key } = await createApiKeysService(app().database.db).issue(tenant.id, 'back office');
  const client = accountClient(app, config, tenant.host, now);

  /** An operator call: with the tenant's API key unless `apiKey` says otherwise (null: none). */
  function operator(
    name:
      | 'operatorCompanies'
      | 'createOperatorCompany'
      | 'inviteRenter'
      | 'suspendCompany'
      | 'unsuspendCompany',
    {
      params,
      body,
      query,
      apiKey = key,
    }: {
      params?: Record<string, string>;
      body?: unknown;
      query?: Record<string, string>;
      apiKey?: string | null;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const route = routes[name];
    return app().inject({
      method: route.method,
      url: buildPath(route.path, params),
      ...(query ? { query } : {}),
      headers: { [whitelabelHostHeader]: tenant.host, ...(apiKey ? { 'x-api-key': apiKey } : {}) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  }

  /** The code of the last invitation e-mailed to an address. */
  async function invitationCode(email: string): Promise<string> {
    const [row] = await app()
      .database.db.select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'renter_invitation')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = row?.payload.code;
    if (typeof code !== 'string') throw new Error(`no invitation to ${email}`);
    return code;
  }

  /** A new company of the tenant, by the operator API. */
  async function company(overrides: Record<string, unknown> = {}) {
    const code = `RC-${uniqueSuffix()}`;
    const response = await operator('createOperatorCompany', {
      body: {
        code,
        name: `Noleggi ${code}`,
        vatNumber: 'IT12345678901',
        address: 'Via Roma 1, Torino',
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; code: string };
  }

  /** A user invited to a company (a new one unless given), not activated. */
  async function invite(companyCode?: string, overrides: Partial<OperatorRenterInviteBody> = {}) {
    const code = companyCode ?? (await company()).code;
    const body: OperatorRenterInviteBody = {
      email: `renter.${uniqueSuffix()}@example.it`,
      firstName: 'Marta',
      lastName: 'Noleggi',
      phoneNumber: '+39 011 555 0101',
      language: 'it',
      ...overrides,
    };
    const response = await operator('inviteRenter', { params: { code }, body });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    return { id, email: body.email, companyCode: code };
  }

  /** An invited user who activated with renterPassword: signed in by the activation. */
  async function activeRenter(companyCode?: string) {
    const invited = await invite(companyCode);
    const code = await invitationCode(invited.email);
    const response = await client.call('activateRenter', {
      params: { id: invited.id },
      body: { code, password: renterPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...invited, tokens: response.json() as TokenResponse };
  }

  const signIn = (email: string, password: string) =>
    client.call('renterToken', { body: { email, password }, captcha: true });

  return {
    tenant,
    key,
    ...client,
    operator,
    invitationCode,
    company,
    invite,
    activeRenter,
    signIn,
  };
}
