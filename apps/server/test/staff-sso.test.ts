import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, staffMembers, staffSsoLogins } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { freePort } from './helpers/free-port.ts';
import { type OpenIdProvider, startOpenIdProvider } from './helpers/openid-provider.ts';
import {
  configureStaffSso,
  consoleDesk,
  type ConsoleDesk as Desk,
  cookieOf,
} from './helpers/staff-sso.ts';
import { inviteStaff } from '../src/modules/staff/invitations.ts';
import { staffSsoOf } from '../src/modules/staff-sso/settings.ts';

// The portal as the world reaches it: https, so its cookies are Secure.
const app = useApp({ publicOrigin: 'https://portal.test.example' });
const secretVariable = `STAFF_SSO_TEST_SECRET_${process.pid}`;

type Tenant = Awaited<ReturnType<typeof createTenant>>;
const desk = (tenant: Tenant) => consoleDesk(app, tenant);
const configure = (tenant: Tenant, issuer: string, secretEnv = secretVariable) =>
  configureStaffSso(app, tenant, issuer, secretEnv);

let provider: OpenIdProvider;
let here: Desk;
let elsewhere: Desk;
let without: Desk;

beforeAll(async () => {
  const { db } = app().database;
  here = desk(await createTenant(db));
  elsewhere = desk(await createTenant(db));
  without = desk(await createTenant(db));
  provider = await startOpenIdProvider([here.redirectUri, elsewhere.redirectUri]);
  process.env[secretVariable] = provider.clientSecret;
  await configure(here.tenant, provider.issuer);
  await configure(elsewhere.tenant, provider.issuer);
});

afterAll(async () => {
  delete process.env[secretVariable];
  await provider.close();
});

let people = 0;
function person(groups: string[]) {
  people += 1;
  const sub = `person-${people}-${process.pid}`;
  const who = { sub, email: `${sub}@acme.example`, name: `Person ${people}`, groups };
  provider.people.set(sub, who);
  return who;
}

/** Start, sign in at the provider, and the callback's body and binding cookie. */
async function atProvider(staff: Desk, sub: string) {
  const start = await staff.call('staffSsoStart');
  expect(start.statusCode, start.body).toBe(200);
  const { authorizationUrl } = start.json<{ authorizationUrl: string }>();
  const answer = await provider.signIn(authorizationUrl, sub);
  return {
    authorizationUrl: new URL(authorizationUrl),
    cookie: cookieOf(start, 'portico_staff_sso'),
    body: { state: answer['state'] ?? '', code: answer['code'], iss: answer['iss'] },
  };
}

async function signOn(staff: Desk, sub: string) {
  const { cookie, body } = await atProvider(staff, sub);
  return staff.call('staffSsoCallback', { body, cookie });
}

const auditOf = async (tenant: Tenant, action: string) =>
  app()
    .database.db.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.whitelabelId, tenant.id), eq(auditEvents.action, action)));

describe('staff single sign-on against a real OpenID provider', () => {
  it('says whether this white-label offers it, and under which name', async () => {
    expect((await here.call('staffSsoStatus')).json()).toEqual({
      enabled: true,
      providerName: 'Acme ID',
    });
    expect((await without.call('staffSsoStatus')).json()).toEqual({
      enabled: false,
      providerName: null,
    });
  });

  it('signs a new person in with PKCE, state and nonce, provisions them from their groups', async () => {
    const ada = person(['support', 'finance-team', 'unrelated']);
    const { authorizationUrl, cookie, body } = await atProvider(here, ada.sub);
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const asked = authorizationUrl.searchParams;
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('redirect_uri')).toBe(here.redirectUri);
    expect(asked.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(asked.get('max_age')).toBe('300');
    expect(cookie).toMatch(/^portico_staff_sso=[\w-]{43}$/);

    const before = Date.now();
    const signedIn = await here.call('staffSsoCallback', { body, cookie });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<{ email: string; roles: string[]; freshUntil: string }>();
    expect(session).toMatchObject({ email: ada.email, roles: ['agent', 'finance'] });
    expect(Date.parse(session.freshUntil)).toBeGreaterThan(before);
    expect(Date.parse(session.freshUntil)).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

    expect(cookieOf(signedIn, 'portico_staff_sso')).toBe('portico_staff_sso=');
    const staffCookie = cookieOf(signedIn, 'portico_staff');
    const read = await here.call('staffSession', { cookie: staffCookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: ada.name, roles: ['agent', 'finance'] });

    const [member] = await app()
      .database.db.select()
      .from(staffMembers)
      .where(eq(staffMembers.email, ada.email));
    expect(member).toMatchObject({ ssoIssuer: provider.issuer, ssoSubject: ada.sub });
    const provisioned = (await auditOf(here.tenant, 'staff.provision')).filter(
      (event) => event.targetId === member?.id,
    );
    expect(provisioned).toHaveLength(1);
    expect(provisioned[0]).toMatchObject({
      staffId: null,
      staffName: 'identity provider (Acme ID)',
    });
    const signIns = (await auditOf(here.tenant, 'staff.sign-in')).filter(
      (event) => event.staffId === member?.id,
    );
    expect(signIns.map((event) => event.after)).toEqual([
      { method: 'oidc', issuer: provider.issuer },
    ]);
  });

  it('refuses a state this browser was not given, and the right state from another browser', async () => {
    const bob = person(['support']);
    const { cookie, body } = await atProvider(here, bob.sub);
    const wrong = await here.call('staffSsoCallback', {
      body: { ...body, state: 'x'.repeat(43) },
      cookie,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'staff_sso_state_invalid' });
    // The binding is spent by the refusal too: the browser is told to drop it.
    expect(cookieOf(wrong, 'portico_staff_sso')).toBe('portico_staff_sso=');
    const otherBrowser = await here.call('staffSsoCallback', {
      body,
      cookie: `portico_staff_sso=${'y'.repeat(43)}`,
    });
    expect(otherBrowser.statusCode).toBe(400);
    expect(otherBrowser.json()).toMatchObject({ message: 'staff_sso_state_invalid' });
  });

  it('refuses a replayed answer, and a used code carried with a new state', async () => {
    const cy = person(['support']);
    const first = await atProvider(here, cy.sub);
    const ok = await here.call('staffSsoCallback', { body: first.body, cookie: first.cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    const replay = await here.call('staffSsoCallback', { body: first.body, cookie: first.cookie });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: 'staff_sso_state_invalid' });

    const start = await here.call('staffSsoStart');
    const state = new URL(
      start.json<{ authorizationUrl: string }>().authorizationUrl,
    ).searchParams.get('state');
    const reused = await here.call('staffSsoCallback', {
      body: { ...first.body, state: state ?? '' },
      cookie: cookieOf(start, 'portico_staff_sso'),
    });
    expect(reused.statusCode, reused.body).toBe(400);
    expect(reused.json()).toMatchObject({ message: 'staff_sso_rejected' });
  });

  it('refuses an ID token whose nonce is not the one kept for this sign-in', async () => {
    const dee = person(['support']);
    const { cookie, body } = await atProvider(here, dee.sub);
    await app()
      .database.db.update(staffSsoLogins)
      .set({ nonce: 'another-sign-in-nonce' })
      .where(eq(staffSsoLogins.whitelabelId, here.tenant.id));
    const refused = await here.call('staffSsoCallback', { body, cookie });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'staff_sso_rejected' });
  });

  it('refuses a person none of whose groups maps to a role, and records it', async () => {
    const eve = person(['cleaners']);
    const refused = await signOn(here, eve.sub);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'staff_sso_no_role' });
    expect(cookieOf(refused, 'portico_staff')).toBe('');
    const members = await app()
      .database.db.select()
      .from(staffMembers)
      .where(eq(staffMembers.email, eve.email));
    expect(members).toEqual([]);
    const refusals = (await auditOf(here.tenant, 'staff.sign-in.refused')).filter(
      (event) => event.targetId === eve.sub,
    );
    expect(refusals).toMatchObject([{ reason: 'no group maps to a role' }]);
  });

  it('updates the roles from the groups at the next sign-in, as a change by the provider', async () => {
    const fay = person(['support']);
    expect((await signOn(here, fay.sub)).json()).toMatchObject({ roles: ['agent'] });
    fay.groups = ['console-admins'];
    const again = await signOn(here, fay.sub);
    expect(again.statusCode, again.body).toBe(200);
    const session = again.json<{ id: string; roles: string[] }>();
    expect(session.roles).toEqual(['admin']);
    const changes = (await auditOf(here.tenant, 'staff.roles.change')).filter(
      (event) => event.targetId === session.id,
    );
    expect(changes).toMatchObject([
      {
        staffId: null,
        staffName: 'identity provider (Acme ID)',
        before: { roles: ['agent'] },
        after: { roles: ['admin'] },
      },
    ]);
  });

  it('refuses a suspended person, whatever their groups', async () => {
    const gus = person(['support']);
    const first = (await signOn(here, gus.sub)).json<{ id: string }>();
    await app()
      .database.db.update(staffMembers)
      .set({ suspendedAt: new Date() })
      .where(eq(staffMembers.id, first.id));
    const refused = await signOn(here, gus.sub);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'staff_member_suspended' });
  });

  it('keeps each white-label to its own: another one neither takes this one’s sign-in nor offers one it has not', async () => {
    const hal = person(['support']);
    const { cookie, body } = await atProvider(here, hal.sub);
    const carried = await elsewhere.call('staffSsoCallback', { body, cookie });
    expect(carried.statusCode).toBe(400);
    expect(carried.json()).toMatchObject({ message: 'staff_sso_state_invalid' });
    const off = await without.call('staffSsoStart');
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ message: 'staff_sso_off' });
    const offCallback = await without.call('staffSsoCallback', { body, cookie });
    expect(offCallback.statusCode).toBe(404);
  });

  it('refuses a start from another origin', async () => {
    const forged = await here.call('staffSsoStart', { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
  });

  it('answers 503 with a code when the provider cannot be reached or its secret is unset', async () => {
    const { db } = app().database;
    const down = desk(await createTenant(db));
    await configure(down.tenant, `http://127.0.0.1:${await freePort()}`);
    const unreachable = await down.call('staffSsoStart');
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toMatchObject({ message: 'staff_sso_unavailable' });

    const unset = desk(await createTenant(db));
    await configure(unset.tenant, provider.issuer, 'STAFF_SSO_UNSET_SECRET');
    const noSecret = await unset.call('staffSsoStart');
    expect(noSecret.statusCode).toBe(503);
    expect(noSecret.json()).toMatchObject({ message: 'staff_sso_unavailable' });
  });

  it('links a person invited before single sign-on by their e-mail, once', async () => {
    const ivy = person(['finance-team']);
    const invited = await inviteStaff(app().database.db, {
      whitelabelId: here.tenant.id,
      invitation: { email: ivy.email.toUpperCase(), name: 'Ivy', roles: ['agent'] },
      invitedBy: null,
      now: new Date(),
    });
    const signedIn = await signOn(here, ivy.sub);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: invited.memberId, roles: ['finance'] });
    const links = (await auditOf(here.tenant, 'staff.sso.link')).filter(
      (event) => event.targetId === invited.memberId,
    );
    expect(links).toHaveLength(1);

    // Another subject of the provider with the same address is another person: refused.
    const impostor = person(['console-admins']);
    impostor.email = ivy.email;
    const refused = await signOn(here, impostor.sub);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'staff_member_exists' });
  });

  it('refuses an http issuer in production, and names the reason', async () => {
    const state = await staffSsoOf(app().database.db, here.tenant.id, 'production', process.env);
    expect(state).toMatchObject({ kind: 'unusable', providerName: 'Acme ID' });
    expect(state.kind === 'unusable' ? state.reason : '').toMatch(/https in production/);
    const development = await staffSsoOf(
      app().database.db,
      here.tenant.id,
      'development',
      process.env,
    );
    expect(development.kind).toBe('on');
  });
});
