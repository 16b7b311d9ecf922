import { buildPath, routes, type StaffSession } from '@portico/contract';
import { and, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, staffChallenges } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError } from './helpers/requests.ts';
import { softwarePasskey } from './helpers/software-passkey.ts';
import { enrolStaff, signInStaff, staffCookieOf, staffDesk } from './helpers/staff-desk.ts';

let now = new Date('2026-11-29T09:00:00Z');
const app = useApp({ publicOrigin: 'https://portal.test.example' }, { clock: () => now });

const desk = (roles: StaffSession['roles'] = ['agent']) => staffDesk(app(), now, roles);

describe('staff passkeys (issue 28 items 1 and 3)', () => {
  it('offers Ed25519, ES256 and RS256 only, on every Node (no ML-DSA, too long to sign in)', async () => {
    const staff = await desk();
    const options = await staff.call('POST', 'staffEnrolmentOptions', {
      body: { token: staff.token },
    });
    expect(
      options.json<{ pubKeyCredParams: { alg: number }[] }>().pubKeyCredParams.map((p) => p.alg),
    ).toEqual([-8, -7, -257]);
  });

  it('enrols a passkey from the link, signs the person in, and uses the link up', async () => {
    const staff = await desk(['agent', 'finance']);
    const passkey = softwarePasskey();
    const enrolled = await enrolStaff(staff, passkey);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json<StaffSession>()).toMatchObject({
      id: staff.memberId,
      roles: ['agent', 'finance'],
      actions: expect.arrayContaining(['claims.decide', 'money.export']),
    });
    expect(String(enrolled.headers['set-cookie'])).toMatch(
      /^portico_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    const session = await staff.call('GET', 'staffSession', {
      headers: { cookie: staffCookieOf(enrolled) },
    });
    expect(session.json<StaffSession>().name).toBe('Ada Agent');
    expectError(
      await staff.call('POST', 'staffEnrolmentOptions', { body: { token: staff.token } }),
      404,
      'staff_enrolment_invalid',
    );
    const events = await app()
      .database.db.select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.whitelabelId, staff.tenant.id),
          eq(auditEvents.targetId, staff.memberId),
        ),
      );
    expect(events.map((event) => event.action)).toEqual(['staff.invite', 'staff.passkey.enrol']);
  });

  it('signs in with the passkey, and signs out for good', async () => {
    const staff = await desk();
    const passkey = softwarePasskey();
    await enrolStaff(staff, passkey);
    const { response } = await signInStaff(staff, passkey);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = staffCookieOf(response);
    expect((await staff.call('GET', 'staffSession', { headers: { cookie } })).statusCode).toBe(200);
    const out = await staff.call('DELETE', 'staffSignOut', { headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expectError(
      await staff.call('GET', 'staffSession', { headers: { cookie } }),
      401,
      'unauthorized',
    );
  });

  it('refuses a replayed answer, a counter gone back, another origin, another white-label', async () => {
    const staff = await desk();
    const passkey = softwarePasskey();
    await enrolStaff(staff, passkey);
    const first = await signInStaff(staff, passkey);
    expect(first.response.statusCode).toBe(200);
    // The same signed answer again: its challenge was used.
    expectError(
      await staff.call('POST', 'staffSignIn', { body: { credential: first.credential } }),
      400,
      'passkey_invalid',
    );
    // A clone's counter: not above the last one seen.
    passkey.counter -= 1;
    expectError((await signInStaff(staff, passkey)).response, 400, 'passkey_invalid');
    passkey.counter += 5;
    // Signed for a look-alike origin.
    expectError(
      (await signInStaff(staff, passkey, 'https://evil.example')).response,
      400,
      'passkey_invalid',
    );
    // Another white-label's console does not know this passkey.
    const other = await desk();
    expectError((await signInStaff(other, passkey, other.origin)).response, 400, 'passkey_invalid');
    expect((await signInStaff(staff, passkey)).response.statusCode).toBe(200);
  });

  it('deletes expired challenges as new ones are asked, so anonymous asks do not pile up', async () => {
    const staff = await desk();
    const { db } = app().database;
    const started = now;
    try {
      for (let ask = 0; ask < 5; ask += 1) {
        expect((await staff.call('POST', 'staffSignInOptions')).statusCode).toBe(200);
      }
      now = new Date(started.getTime() + 10 * 60_000);
      const expired = () =>
        db.select().from(staffChallenges).where(lt(staffChallenges.expiresAt, now));
      const before = (await expired()).length;
      expect(before).toBeGreaterThanOrEqual(5);
      expect((await staff.call('POST', 'staffSignInOptions')).statusCode).toBe(200);
      // Up to twenty expired ones go with each new challenge.
      expect((await expired()).length).toBe(Math.max(0, before - 20));
    } finally {
      now = started;
    }
  });

  it('refuses a state-changing call from another origin or with none (CSRF)', async () => {
    const staff = await desk();
    for (const origin of ['https://evil.example', 'null']) {
      expectError(
        await staff.call('POST', 'staffEnrolmentOptions', {
          body: { token: staff.token },
          headers: { origin },
        }),
        403,
        'forbidden',
      );
      expectError(
        await staff.call('POST', 'staffSignInOptions', { headers: { origin } }),
        403,
        'forbidden',
      );
    }
    const bare = await app().inject({
      method: 'POST',
      url: buildPath(routes.staffSignInOptions.path),
      headers: { 'x-whitelabel-host': staff.tenant.host },
    });
    expectError(bare, 403, 'forbidden');
  });

  it('ends a session idle for 30 minutes, and any after 12 hours', async () => {
    const staff = await desk();
    const passkey = softwarePasskey();
    await enrolStaff(staff, passkey);
    const started = now;
    try {
      const cookie = staffCookieOf((await signInStaff(staff, passkey)).response);
      const read = () => staff.call('GET', 'staffSession', { headers: { cookie } });
      now = new Date(started.getTime() + 29 * 60_000);
      expect((await read()).statusCode).toBe(200);
      now = new Date(now.getTime() + 31 * 60_000);
      expectError(await read(), 401, 'unauthorized');

      const busy = staffCookieOf((await signInStaff(staff, passkey)).response);
      const opened = now;
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        now = new Date(opened.getTime() + minutes * 60_000);
        expect(
          (await staff.call('GET', 'staffSession', { headers: { cookie: busy } })).statusCode,
        ).toBe(200);
      }
      now = new Date(opened.getTime() + 12 * 3_600_000 + 60_000);
      expectError(
        await staff.call('GET', 'staffSession', { headers: { cookie: busy } }),
        401,
        'unauthorized',
      );
    } finally {
      now = started;
    }
  });
});
