import {
  fleetPlatesPageSchema,
  operatorCompaniesResponseSchema,
  operatorCompanySchema,
  operatorRenterInviteResponseSchema,
} from '@portico/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, fleetPlates, mailOutbox } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * Issue 28 item 9: the console's rental companies desk, on the back office's calls behind a
 * staff session with the renters role. Each change is in the audit log with who made it; another
 * white-label's staff find none of this one's companies.
 */
const app = useApp(accountsTestConfig({ publicOrigin: 'https://portal.test.example' }));
const now = new Date();

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let desk: Staff;
let other: Staff;

beforeAll(async () => {
  desk = await signedInStaff(app(), now, ['renters'], 'Rita Renters');
  other = await signedInStaff(app(), now, ['renters'], 'Otto Other');
}, 60_000);

async function createCompany(staff: Staff, code = `Rent-${uniqueSuffix()}`) {
  const response = await staff.call('POST', 'consoleCreateCompany', {
    body: { code, name: 'Rent & Go', vatNumber: 'fr40123456789', address: '1 rue du Port' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return operatorCompanySchema.parse(response.json());
}

const eventsOf = (whitelabelId: number, targetId: string) =>
  app()
    .database.db.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.whitelabelId, whitelabelId), eq(auditEvents.targetId, targetId)))
    .orderBy(asc(auditEvents.id));

describe('the console\u2019s rental companies (issue 28 item 9)', () => {
  it('creates a company, audited with who did it', async () => {
    const company = await createCompany(desk);
    expect(company).toMatchObject({ name: 'Rent & Go', vatNumber: 'FR40123456789', users: [] });
    const [event] = await eventsOf(desk.tenant.id, company.code);
    expect(event).toMatchObject({
      staffId: desk.memberId,
      staffName: 'Rita Renters',
      action: 'renters.company.create',
      targetType: 'company',
      before: null,
      after: { code: company.code, name: 'Rent & Go', suspendedAt: null },
    });
    expectError(
      await desk.call('POST', 'consoleCreateCompany', {
        body: { code: company.code, name: 'Again' },
      }),
      409,
      'company_code_already_used',
    );
    expectError(
      await desk.call('POST', 'consoleCreateCompany', { body: { code: 'bad code!', name: 'X' } }),
      400,
      'invalid_request',
    );
  });

  it('invites a user: the invitation e-mail waits in the outbox, the event names the address', async () => {
    const company = await createCompany(desk);
    const email = `rita.${uniqueSuffix()}@rent.example`;
    const response = await desk.call('POST', 'consoleInviteRenter', {
      params: { code: company.code },
      body: { email, firstName: 'Rita', lastName: 'Rossi', language: 'it' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const invited = operatorRenterInviteResponseSchema.parse(response.json());
    expect(invited).toMatchObject({ companyId: company.id, codeSent: true });
    const mails = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.whitelabelId, desk.tenant.id), eq(mailOutbox.recipient, email)));
    expect(mails.map((mail) => [mail.kind, mail.language])).toEqual([['renter_invitation', 'it']]);
    const events = await eventsOf(desk.tenant.id, company.code);
    expect(events.at(-1)).toMatchObject({
      action: 'renters.company.invite',
      after: { userId: invited.id, email, firstName: 'Rita', language: 'it', codeSent: true },
    });
    expectError(
      await desk.call('POST', 'consoleInviteRenter', {
        params: { code: 'no-such-company' },
        body: { email: 'x@rent.example', firstName: 'X', lastName: 'Y', language: 'fr' },
      }),
      404,
      'company_not_found',
    );
  });

  it('suspends and restores a company, each audited with before and after', async () => {
    const company = await createCompany(desk);
    const suspended = await desk.call('POST', 'consoleSuspendCompany', {
      params: { code: company.code },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const since = operatorCompanySchema.parse(suspended.json()).suspendedAt;
    expect(since).not.toBeNull();
    const restored = await desk.call('DELETE', 'consoleRestoreCompany', {
      params: { code: company.code },
    });
    expect(operatorCompanySchema.parse(restored.json()).suspendedAt).toBeNull();
    const events = await eventsOf(desk.tenant.id, company.code);
    expect(events.map((event) => event.action)).toEqual([
      'renters.company.create',
      'renters.company.suspend',
      'renters.company.restore',
    ]);
    expect(events[1]).toMatchObject({
      before: { suspendedAt: null },
      after: { suspendedAt: since },
    });
    expect(events[2]).toMatchObject({
      before: { suspendedAt: since },
      after: { suspendedAt: null },
    });
  });

  it('lists the companies and reads a company\u2019s fleet', async () => {
    const company = await createCompany(desk);
    await app()
      .database.db.insert(fleetPlates)
      .values([
        {
          whitelabelId: desk.tenant.id,
          companyId: company.id,
          countryCode: 'FR',
          plate: 'AB123CD',
          validFrom: new Date('2026-01-01T00:00:00Z'),
        },
        {
          whitelabelId: desk.tenant.id,
          companyId: company.id,
          countryCode: 'IT',
          plate: 'ZZ999ZZ',
          validFrom: new Date('2025-01-01T00:00:00Z'),
          validUntil: new Date('2025-06-01T00:00:00Z'),
        },
      ]);
    const one = await desk.call('GET', 'consoleCompany', { params: { code: company.code } });
    expect(operatorCompanySchema.parse(one.json())).toEqual(company);
    const list = await desk.call('GET', 'consoleCompanies', { query: { pageSize: '100' } });
    expect(list.statusCode, list.body).toBe(200);
    const codes = operatorCompaniesResponseSchema
      .parse(list.json())
      .companies.map((entry) => entry.code);
    expect(codes).toContain(company.code);
    const fleet = await desk.call('GET', 'consoleCompanyFleet', {
      params: { code: company.code },
    });
    expect(fleet.statusCode, fleet.body).toBe(200);
    const page = fleetPlatesPageSchema.parse(fleet.json());
    expect(page.plates.map((plate) => [plate.numberPlate, plate.active])).toEqual([
      ['AB123CD', true],
      ['ZZ999ZZ', false],
    ]);
  });

  it('shows another white-label\u2019s staff none of it, and changes nothing for them', async () => {
    const company = await createCompany(desk);
    const list = await other.call('GET', 'consoleCompanies', { query: { pageSize: '100' } });
    const codes = operatorCompaniesResponseSchema
      .parse(list.json())
      .companies.map((entry) => entry.code);
    expect(codes).not.toContain(company.code);
    const params = { code: company.code };
    expectError(await other.call('GET', 'consoleCompany', { params }), 404, 'company_not_found');
    expectError(
      await other.call('GET', 'consoleCompanyFleet', { params }),
      404,
      'company_not_found',
    );
    expectError(
      await other.call('POST', 'consoleSuspendCompany', { params }),
      404,
      'company_not_found',
    );
    expectError(
      await other.call('POST', 'consoleInviteRenter', {
        params,
        body: { email: 'intruder@rent.example', firstName: 'I', lastName: 'N', language: 'fr' },
      }),
      404,
      'company_not_found',
    );
    expect(await eventsOf(other.tenant.id, company.code)).toEqual([]);
  });

  it('refuses a person without the renters role, a call without a session, and another origin', async () => {
    const agent = await signedInStaff(app(), now, ['agent']);
    expectError(await agent.call('GET', 'consoleCompanies'), 403, 'forbidden');
    expectError(
      await agent.call('POST', 'consoleCreateCompany', { body: { code: 'A1', name: 'A' } }),
      403,
      'forbidden',
    );
    expectError(await desk.unsignedCall('GET', 'consoleCompanies'), 401, 'unauthorized');
    expectError(
      await desk.call('POST', 'consoleCreateCompany', {
        body: { code: 'Cross-site', name: 'X' },
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'forbidden',
    );
    // The refused change left no company and no event.
    const list = await desk.call('GET', 'consoleCompanies', { query: { pageSize: '100' } });
    expect(JSON.stringify(list.json())).not.toContain('Cross-site');
  });
});
