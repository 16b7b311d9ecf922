import type { StaffAction } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createStaffGuard, staffActorOf } from '../src/modules/staff/guard.ts';
import whitelabelPlugin from '../src/plugins/whitelabel.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff, signInStaff, staffCookieOf } from './helpers/staff-desk.ts';

let now = new Date('2026-11-29T09:00:00Z');
const publicOrigin = 'https://portal.test.example';
const probe = '/services/v1/operator/test-probe';

/** Routes of this test only, each behind the guard of one action, answering who ran it. */
async function guardedProbes(app: FastifyInstance) {
  const guard = createStaffGuard({ db: app.database.db, publicOrigin, clock: () => now });
  await app.register(async (scope) => {
    await scope.register(whitelabelPlugin, {
      resolveTenant: app.services.whitelabel.resolveTenant,
    });
    for (const action of ['vehicles.search', 'trips.cancel', 'staff.manage'] as StaffAction[]) {
      const answer = async (request: Parameters<typeof staffActorOf>[0]) => staffActorOf(request);
      // Hidden: not an operation of the contract, so its error answers are not checked there.
      const options = { preHandler: guard.require(action), schema: { hide: true } };
      scope.get(`${probe}/${action}`, options, answer);
      scope.post(`${probe}/${action}`, options, answer);
    }
  });
}

const app = useApp({ publicOrigin }, { clock: () => now, beforeReady: guardedProbes });

describe('the console guard (issue 28 items 3 and 4)', () => {
  it('lets a person do what their roles allow, and tells the handler who they are', async () => {
    const agent = await signedInStaff(app(), now, ['agent'], 'Ada Agent');
    const read = await probeCall(agent, 'GET', 'vehicles.search');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      id: agent.memberId,
      name: 'Ada Agent',
      roles: ['agent'],
      whitelabelId: agent.tenant.id,
    });
    expect((await probeCall(agent, 'POST', 'trips.cancel')).statusCode).toBe(200);
    expectError(await probeCall(agent, 'GET', 'staff.manage'), 403, 'forbidden');
  });

  it('refuses a call without a session, or with one of another white-label', async () => {
    const agent = await signedInStaff(app(), now, ['agent']);
    expectError(await probeCall(agent, 'GET', 'vehicles.search', {}), 401, 'unauthorized');
    const other = await signedInStaff(app(), now, ['agent']);
    expectError(
      await probeCall(agent, 'GET', 'vehicles.search', { cookie: other.cookie }),
      401,
      'unauthorized',
    );
  });

  it('refuses a change from another origin, or an empty one, before anything else', async () => {
    const agent = await signedInStaff(app(), now, ['agent']);
    for (const origin of ['https://evil.example', '']) {
      const headers = { cookie: agent.cookie, origin };
      expectError(await probeCall(agent, 'POST', 'trips.cancel', headers), 403, 'forbidden');
      expectError(await probeCall(agent, 'POST', 'vehicles.search', headers), 403, 'forbidden');
    }
    // A read from elsewhere is no forgery risk (SameSite=Strict keeps the cookie home anyway).
    const read = await probeCall(agent, 'GET', 'vehicles.search', {
      cookie: agent.cookie,
      origin: 'https://evil.example',
    });
    expect(read.statusCode).toBe(200);
  });

  it('wants a passkey check within five minutes before an irreversible action', async () => {
    const agent = await signedInStaff(app(), now, ['agent']);
    const started = now;
    try {
      now = new Date(started.getTime() + 5 * 60_000);
      expectError(await probeCall(agent, 'POST', 'trips.cancel'), 403, 'fresh_check_required');
      // Reads and ordinary actions go on in the same session, a read of the action itself too.
      expect((await probeCall(agent, 'POST', 'vehicles.search')).statusCode).toBe(200);
      expect((await probeCall(agent, 'GET', 'trips.cancel')).statusCode).toBe(200);
      const fresh = (await signInStaff(agent, agent.passkey)).response;
      expect(fresh.statusCode).toBe(200);
      const renewed = await probeCall(agent, 'POST', 'trips.cancel', {
        cookie: staffCookieOf(fresh),
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
    } finally {
      now = started;
    }
  });
});

type SignedIn = Awaited<ReturnType<typeof signedInStaff>>;

function probeCall(
  staff: SignedIn,
  method: 'GET' | 'POST',
  action: StaffAction,
  headers: Record<string, string> = { cookie: staff.cookie },
) {
  return app().inject({
    method,
    url: `${probe}/${action}`,
    headers: { 'x-whitelabel-host': staff.tenant.host, origin: staff.origin, ...headers },
  });
}
