import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, staffSessions } from '../src/db/schema/index.ts';
import { inviteStaff } from '../src/modules/staff/invitations.ts';
import { hashStaffToken } from '../src/modules/staff/tokens.ts';
import { openStaffSession } from '../src/modules/staff/sessions.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { type OpenIdProvider, startOpenIdProvider } from './helpers/openid-provider.ts';
import { configureStaffSso, consoleDesk, type ConsoleDesk, cookieOf } from './helpers/staff-sso.ts';

// Issue 28 items 2 and 3: a person the identity provider signed in, with no passkey, passes the
// fresh check by signing in at the provider again; against a real oidc-provider.
const app = useApp({ publicOrigin: 'https://portal.test.example' });
const secretVariable = `STAFF_SSO_FRESH_TEST_SECRET_${process.pid}`;
const unknownMember = '00000000-0000-4000-8000-000000000000';

let provider: OpenIdProvider;
let here: ConsoleDesk;

beforeAll(async () => {
  here = consoleDesk(app, await createTenant(app().database.db));
  provider = await startOpenIdProvider([here.redirectUri]);
  process.env[secretVariable] = provider.clientSecret;
  await configureStaffSso(app, here.tenant, provider.issuer, secretVariable);
});

afterAll(async () => {
  delete process.env[secretVariable];
  await provider.close();
});

let people = 0;
function person(groups = ['console-admins']) {
  people += 1;
  const sub = `fresh-${people}-${process.pid}`;
  const who = { sub, email: `${sub}@acme.example`, name: `Fresh ${people}`, groups };
  provider.people.set(sub, who);
  return who;
}

/** Signs the person in by the provider: their session cookie. */
async function signedOn(sub: string): Promise<string> {
  const start = await here.call('staffSsoStart');
  const { authorizationUrl } = start.json<{ authorizationUrl: string }>();
  const answer = await provider.signIn(authorizationUrl, sub);
  const callback = await here.call('staffSsoCallback', {
    body: { state: answer['state'] ?? '', code: answer['code'], iss: answer['iss'] },
    cookie: cookieOf(start, 'portico_staff_sso'),
  });
  expect(callback.statusCode, callback.body).toBe(200);
  return cookieOf(callback, 'portico_staff');
}

/** Five minutes have passed since the provider's check: the session is no longer fresh. */
async function staleSession(sessionCookie: string): Promise<void> {
  await app()
    .database.db.update(staffSessions)
    .set({ freshUntil: new Date(Date.now() - 1_000) })
    .where(eq(staffSessions.idHash, hashStaffToken(sessionCookie.split('=')[1] ?? '')));
}

/** A change that wants a fresh check (an admin's, on nobody): 403 when stale, 404 when fresh. */
const suspendNobody = (cookie: string) =>
  here.call('updateStaffMember', {
    params: { memberId: unknownMember },
    body: { suspended: true },
    cookie,
  });

/** Starts the fresh check, and the provider's answer for `sub` with the cookies to carry it. */
async function reauthenticate(
  sessionCookie: string,
  sub: string,
  options: { authTime?: number; returnTo?: string } = {},
) {
  const start = await here.call('staffSsoFreshCheck', {
    body: { returnTo: options.returnTo ?? '/staff?status=active' },
    cookie: sessionCookie,
  });
  expect(start.statusCode, start.body).toBe(200);
  const { authorizationUrl } = start.json<{ authorizationUrl: string }>();
  const answer = await provider.signIn(authorizationUrl, sub, options);
  return {
    authorizationUrl: new URL(authorizationUrl),
    body: { state: answer['state'] ?? '', code: answer['code'], iss: answer['iss'] },
    cookie: `${sessionCookie}; ${cookieOf(start, 'portico_staff_sso')}`,
  };
}

describe('the fresh check through the identity provider', () => {
  it('offers it to a session the provider opened, and no passkey to a person who has none', async () => {
    const cookie = await signedOn(person().sub);
    const session = await here.call('staffSession', { cookie });
    expect(session.json()).toMatchObject({ freshCheckWays: ['identityProvider'] });
  });

  it('asks the provider to sign the same person in again, then makes this session fresh and names the page', async () => {
    const ada = person();
    const cookie = await signedOn(ada.sub);
    await staleSession(cookie);
    const refused = await suspendNobody(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'fresh_check_required' });

    const requested = Math.floor(Date.now() / 1000);
    const { authorizationUrl, body, cookie: carried } = await reauthenticate(cookie, ada.sub);
    expect(authorizationUrl.searchParams.get('prompt')).toBe('login');
    expect(authorizationUrl.searchParams.get('max_age')).toBe('0');
    const passed = await here.call('staffSsoCallback', { body, cookie: carried });
    expect(passed.statusCode, passed.body).toBe(200);
    const answer = passed.json<{ email: string; freshUntil: string; returnTo: string | null }>();
    expect(answer).toMatchObject({ email: ada.email, returnTo: '/staff?status=active' });
    expect(Date.parse(answer.freshUntil)).toBeGreaterThanOrEqual((requested + 5 * 60) * 1000);
    // The same session, not a new one: no session cookie is set.
    expect(cookieOf(passed, 'portico_staff')).toBe('');

    const allowed = await suspendNobody(cookie);
    expect(allowed.statusCode, allowed.body).toBe(404);
    expect(allowed.json()).toMatchObject({ message: 'staff_member_not_found' });
    const recorded = await app()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.whitelabelId, here.tenant.id),
          eq(auditEvents.action, 'staff.fresh-check'),
        ),
      );
    expect(recorded.map((event) => event.staffName)).toContain(ada.name);
  });

  it('refuses another person signed in at the provider, and the session stays stale', async () => {
    const bea = person();
    const other = person();
    const cookie = await signedOn(bea.sub);
    await staleSession(cookie);
    const { body, cookie: carried } = await reauthenticate(cookie, other.sub);
    const refused = await here.call('staffSsoCallback', { body, cookie: carried });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'staff_sso_other_person' });
    expect((await suspendNobody(cookie)).json()).toMatchObject({
      message: 'fresh_check_required',
    });
  });

  it('refuses a sign-in at the provider from before the request (its session reused)', async () => {
    const cal = person();
    const cookie = await signedOn(cal.sub);
    await staleSession(cookie);
    // A minute old: within openid-client's max_age, before the request (the server's own check).
    const minuteAgo = Math.floor(Date.now() / 1000) - 60;
    const recent = await reauthenticate(cookie, cal.sub, { authTime: minuteAgo });
    const refused = await here.call('staffSsoCallback', recent);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'staff_sso_not_fresh' });
    // An hour old: refused by openid-client's auth_time check, with the same code.
    const hourAgo = Math.floor(Date.now() / 1000) - 3_600;
    const old = await reauthenticate(cookie, cal.sub, { authTime: hourAgo });
    const refusedOld = await here.call('staffSsoCallback', old);
    expect(refusedOld.statusCode, refusedOld.body).toBe(400);
    expect(refusedOld.json()).toMatchObject({ message: 'staff_sso_not_fresh' });
    expect((await suspendNobody(cookie)).statusCode).toBe(403);
  });

  it('refuses a state it did not hand out, and an answer carried to another session', async () => {
    const dan = person();
    const cookie = await signedOn(dan.sub);
    const tampered = await reauthenticate(cookie, dan.sub);
    const wrongState = await here.call('staffSsoCallback', {
      body: { ...tampered.body, state: 'x'.repeat(43) },
      cookie: tampered.cookie,
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toMatchObject({ message: 'staff_sso_state_invalid' });

    // The same person's other session (another sign-in) cannot spend this one's fresh check.
    const secondSession = await signedOn(dan.sub);
    const carried = await reauthenticate(cookie, dan.sub);
    const elsewhere = await here.call('staffSsoCallback', {
      body: carried.body,
      cookie: carried.cookie.replace(cookie, secondSession),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: 'staff_sso_state_invalid' });
  });

  it('is not offered to a session the provider did not open, nor without a session', async () => {
    const { db } = app().database;
    const invited = await inviteStaff(db, {
      whitelabelId: here.tenant.id,
      invitation: { email: `passkey-${process.pid}@acme.example`, name: 'Eve', roles: ['admin'] },
      invitedBy: null,
      now: new Date(),
    });
    const opened = await openStaffSession(db, invited.memberId, new Date());
    const cookie = `portico_staff=${opened.cookieValue}`;
    expect((await here.call('staffSession', { cookie })).json()).toMatchObject({
      freshCheckWays: [],
    });
    const refused = await here.call('staffSsoFreshCheck', { body: { returnTo: '/' }, cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'staff_sso_not_signed_on' });
    const anonymous = await here.call('staffSsoFreshCheck', { body: { returnTo: '/' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a way back that is not a page of the console', async () => {
    const cookie = await signedOn(person().sub);
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil', '/sign-in']) {
      const refused = await here.call('staffSsoFreshCheck', { body: { returnTo }, cookie });
      expect(refused.statusCode, returnTo).toBe(400);
    }
  });
});
