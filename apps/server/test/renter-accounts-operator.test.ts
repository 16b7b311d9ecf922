import {
  operatorCompaniesResponseSchema,
  operatorCompanySchema,
  operatorRenterInviteResponseSchema,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';
import { renterAccounts } from './helpers/renter-accounts.ts';

/**
 * Issue 25 item 1: renters do not register; the operator creates their company, invites its
 * users, suspends and lists them with the white-label's API key.
 */
// The key test sends 15 wrong keys from one address: out of the failures' way here (their own
// limit is api-key-failures.test.ts's).
const config = accountsTestConfig({ apiKeyFailures: { max: 10_000, windowMs: 60_000 } });
const app = useApp(config);
const now = () => new Date();

describe('the operator\u2019s rental companies', () => {
  it('needs the white-label\u2019s key on every call', async () => {
    const renters = await renterAccounts(app, config, now);
    const other = await renterAccounts(app, config, now);
    const { code } = await renters.company();
    const calls = [
      ['operatorCompanies', {}],
      ['createOperatorCompany', { body: { code: 'X1', name: 'X' } }],
      ['inviteRenter', { params: { code }, body: { email: 'a@example.it' } }],
      ['suspendCompany', { params: { code } }],
      ['unsuspendCompany', { params: { code } }],
    ] as const;
    for (const [name, options] of calls) {
      expectError(
        await renters.operator(name, { ...options, apiKey: null }),
        401,
        'api_key_missing',
      );
      expectError(
        await renters.operator(name, { ...options, apiKey: 'wrong-key-0123456789' }),
        401,
        'api_key_invalid',
      );
      // Another white-label's key opens nothing here.
      expectError(
        await renters.operator(name, { ...options, apiKey: other.key }),
        401,
        'api_key_invalid',
      );
    }
  });

  it('creates a company once per code, and refuses bad fields', async () => {
    const renters = await renterAccounts(app, config, now);
    const code = `Hertz-${uniqueSuffix()}`;
    const created = await renters.operator('createOperatorCompany', {
      body: { code, name: ' Hertz Italia ', vatNumber: 'it12345678901', address: 'Via Po 2' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(operatorCompanySchema.parse(created.json())).toMatchObject({
      code,
      name: 'Hertz Italia',
      vatNumber: 'IT12345678901',
      address: 'Via Po 2',
      suspendedAt: null,
      users: [],
    });
    const twice = await renters.operator('createOperatorCompany', {
      body: { code, name: 'Other' },
    });
    expectError(twice, 409, 'company_code_already_used');
    // The same code in another white-label is another company.
    const other = await renterAccounts(app, config, now);
    const elsewhere = await other.operator('createOperatorCompany', { body: { code, name: 'H' } });
    expect(elsewhere.statusCode).toBe(201);
    for (const body of [
      {},
      { code, name: '' },
      { code: 'with space', name: 'N' },
      { code: 'x'.repeat(51), name: 'N' },
      { code: 'OK1', name: 'N', vatNumber: '12' },
      { code: 'OK1', name: 'N\u0000' },
      { code: 'OK1', name: 'x'.repeat(121) },
      { code: 'OK1', name: 'N', address: 'x'.repeat(201) },
    ]) {
      expectError(
        await renters.operator('createOperatorCompany', { body }),
        400,
        'invalid_request',
      );
    }
  });

  it('invites users, again while they wait, never an address that has an account', async () => {
    const renters = await renterAccounts(app, config, now);
    const { code } = await renters.company();
    const email = `fleet.${uniqueSuffix()}@example.it`;
    const body = { email, firstName: 'Luca', lastName: 'Bianchi', language: 'it' };
    const invited = await renters.operator('inviteRenter', { params: { code }, body });
    expect(invited.statusCode, invited.body).toBe(201);
    const answer = operatorRenterInviteResponseSchema.parse(invited.json());
    expect(answer.codeSent).toBe(true);
    const firstCode = await renters.invitationCode(email);
    // Invited again at once (a lost e-mail): the data updated, no new code yet, the first works.
    const again = await renters.operator('inviteRenter', {
      params: { code },
      body: { ...body, firstName: 'Luka', phoneNumber: '+39 333 1234567' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: answer.id, codeSent: false });
    expect(await renters.invitationCode(email)).toBe(firstCode);

    // Another company, a customer's address, an activated renter's: 409.
    const { code: otherCode } = await renters.company();
    expectError(
      await renters.operator('inviteRenter', { params: { code: otherCode }, body }),
      409,
      'email_already_used',
    );
    const customer = await renters.customer();
    expectError(
      await renters.operator('inviteRenter', {
        params: { code },
        body: { ...body, email: customer.email.toUpperCase() },
      }),
      409,
      'email_already_used',
    );
    const active = await renters.activeRenter(code);
    expectError(
      await renters.operator('inviteRenter', {
        params: { code },
        body: { ...body, email: active.email },
      }),
      409,
      'email_already_used',
    );
    // And a customer cannot register an invited address.
    const registered = await renters.call('register', {
      body: {
        email,
        password: 'Pass-word1',
        firstName: 'A',
        lastName: 'B',
        language: 'it',
        acceptedTerms: true,
      },
      captcha: true,
    });
    expectError(registered, 409, 'email_already_used');

    expectError(
      await renters.operator('inviteRenter', { params: { code: 'NOPE' }, body }),
      404,
      'company_not_found',
    );
    for (const bad of [
      { ...body, email: 'not-an-address' },
      { ...body, language: 'pt' },
      { ...body, firstName: '' },
      { ...body, lastName: 'x'.repeat(51) },
      { ...body, phoneNumber: 'abc' },
      { email },
    ]) {
      expectError(
        await renters.operator('inviteRenter', { params: { code }, body: bad }),
        400,
        'invalid_request',
      );
    }
    expectError(
      await renters.operator('inviteRenter', { params: { code: 'bad code' }, body }),
      400,
      'invalid_request',
    );
  });

  it('lists the companies by code with their users, paged, and suspends by code', async () => {
    const renters = await renterAccounts(app, config, now);
    const first = await renters.company({ code: `A-${uniqueSuffix()}` });
    const second = await renters.company({ code: `B-${uniqueSuffix()}` });
    const active = await renters.activeRenter(first.code);
    const waiting = await renters.invite(first.code);
    const listed = await renters.operator('operatorCompanies', { query: { pageSize: '1' } });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = operatorCompaniesResponseSchema.parse(listed.json());
    expect(page).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(page.companies[0]?.code).toBe(first.code);
    expect(page.companies[0]?.users.map((user) => [user.id, user.activated]).sort()).toEqual(
      [
        [active.id, true],
        [waiting.id, false],
      ].sort(),
    );
    const next = await renters.operator('operatorCompanies', {
      query: { page: '2', pageSize: '1' },
    });
    expect(next.json()).toMatchObject({ companies: [{ code: second.code, users: [] }] });

    const suspended = await renters.operator('suspendCompany', { params: { code: second.code } });
    const since = (suspended.json() as { suspendedAt: string }).suspendedAt;
    const twice = await renters.operator('suspendCompany', { params: { code: second.code } });
    expect(twice.json()).toMatchObject({ suspendedAt: since });
    expectError(
      await renters.operator('suspendCompany', { params: { code: 'NOPE' } }),
      404,
      'company_not_found',
    );
    expectError(
      await renters.operator('unsuspendCompany', { params: { code: 'NOPE' } }),
      404,
      'company_not_found',
    );
    const badQueries: Record<string, string>[] = [
      { page: '0' },
      { pageSize: '101' },
      { page: 'x' },
    ];
    for (const query of badQueries) {
      expectError(await renters.operator('operatorCompanies', { query }), 400, 'invalid_request');
    }
  });
});
