import type { AuditPage, StaffEnrolmentLink, StaffMember, StaffSession } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { changeStaffMember } from '../src/modules/staff/member-changes.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError } from './helpers/requests.ts';
import { softwarePasskey } from './helpers/software-passkey.ts';
import { enrolStaff, signedInStaff, signInStaff, staffCookieOf } from './helpers/staff-desk.ts';
import { colleagueOf, mailedToken } from './helpers/staff-team.ts';

const now = new Date('2026-11-29T09:00:00Z');
const app = useApp({ publicOrigin: 'https://portal.test.example' }, { clock: () => now });

type Admin = Awaited<ReturnType<typeof signedInStaff>>;

const patch = (admin: Admin, memberId: string, body: object) =>
  admin.call('PATCH', 'updateStaffMember', { params: { memberId }, body });

const auditOf = async (admin: Admin, targetId: string) =>
  (
    await admin.call('GET', 'auditEvents', { query: { targetType: 'staff', targetId } })
  ).json<AuditPage>().events;

describe('roles and suspension (issue 28 item 1)', () => {
  it('changes roles, with the audit event of before and after', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const bea = await colleagueOf(app(), admin, ['agent']);
    const changed = await patch(admin, bea.member.id, { roles: ['finance', 'agent'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<StaffMember>().roles).toEqual(['finance', 'agent']);
    const session = await bea.call('GET', 'staffSession');
    expect(session.json<StaffSession>().actions).toContain('money.export');
    expect((await auditOf(admin, bea.member.id))[0]).toMatchObject({
      action: 'staff.roles.change',
      staffId: admin.memberId,
      before: { roles: ['agent'] },
      after: { roles: ['finance', 'agent'] },
    });
  });

  it('refuses one\u2019s own suspension or admin role, but not another role of one\u2019s own', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const self = admin.memberId;
    expectError(await patch(admin, self, { suspended: true }), 409, 'staff_self_change');
    expectError(await patch(admin, self, { roles: ['agent'] }), 409, 'staff_self_change');
    const more = await patch(admin, self, { roles: ['admin', 'agent'] });
    expect(more.statusCode, more.body).toBe(200);
  });

  it('keeps an active admin: of two admins demoting each other, the second is refused', async () => {
    const ada = await signedInStaff(app(), now, ['admin'], 'Ada Admin');
    const bob = await colleagueOf(app(), ada, ['admin'], 'Bob Admin');
    const actor = (who: { id: string; name: string }) => ({
      ...who,
      roles: ['admin' as const],
      whitelabelId: ada.tenant.id,
      address: '127.0.0.1',
      requestId: 'test',
    });
    const { db } = app().database;
    // Both passed the guard as admins; the changes run one after the other.
    await changeStaffMember(
      db,
      actor({ id: ada.memberId, name: 'Ada' }),
      bob.member.id,
      { roles: ['agent'] },
      now,
    );
    await expect(
      changeStaffMember(
        db,
        actor({ id: bob.member.id, name: 'Bob' }),
        ada.memberId,
        { suspended: true },
        now,
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'last_admin' });
    const members = (await ada.call('GET', 'staffMembers')).json<{ members: StaffMember[] }>();
    expect(members.members.filter((m) => m.roles.includes('admin') && !m.suspended)).toHaveLength(
      1,
    );
  });

  it('ends a suspended person\u2019s sessions at once; a restored person signs in again', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const bea = await colleagueOf(app(), admin, ['agent']);
    expect((await bea.call('GET', 'staffSession')).statusCode).toBe(200);
    const suspended = await patch(admin, bea.member.id, { suspended: true });
    expect(suspended.json<StaffMember>().suspended).toBe(true);
    expectError(await bea.call('GET', 'staffSession'), 401, 'unauthorized');
    expectError(await bea.call('GET', 'myStaffPasskeys'), 401, 'unauthorized');
    const desk = { ...admin, call: admin.unsignedCall };
    expectError((await signInStaff(desk, bea.passkey)).response, 400, 'passkey_invalid');
    expectError(
      await admin.call('POST', 'newStaffEnrolmentLink', {
        params: { memberId: bea.member.id },
        body: {},
      }),
      409,
      'staff_member_suspended',
    );
    await patch(admin, bea.member.id, { suspended: false });
    expect((await signInStaff(desk, bea.passkey)).response.statusCode).toBe(200);
    const actions = (await auditOf(admin, bea.member.id)).map((event) => event.action);
    // Newest first: the restore after the suspension (then the sign-in).
    expect(actions.filter((action) => action !== 'staff.sign-in').slice(0, 2)).toEqual([
      'staff.restore',
      'staff.suspend',
    ]);
  });
});

describe('a new enrolment link (lost passkeys)', () => {
  it('answers the link once, e-mails it, voids the earlier one, and works once', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const email = `cy@${admin.tenant.host}`;
    const invited = await admin.call('POST', 'inviteStaffMember', {
      body: { email, name: 'Cy', roles: ['content'] },
    });
    const memberId = invited.json<StaffMember>().id;
    const first = await mailedToken(app(), email);
    const renewed = await admin.call('POST', 'newStaffEnrolmentLink', {
      params: { memberId },
      body: { language: 'en' },
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.headers['cache-control']).toBe('no-store');
    const answer = renewed.json<StaffEnrolmentLink>();
    expect(answer.expiresAt).toBe('2026-12-02T09:00:00.000Z');
    const token = answer.link.split('#token=')[1] ?? '';
    expect(answer.link).toBe(`${admin.origin}/operator/enrol#token=${token}`);
    // The same link went to the address on file.
    expect(await mailedToken(app(), email)).toBe(token);
    const desk = { ...admin, call: admin.unsignedCall };
    expectError(
      await desk.call('POST', 'staffEnrolmentOptions', { body: { token: first } }),
      404,
      'staff_enrolment_invalid',
    );
    const enrolled = await enrolStaff({ ...desk, token }, softwarePasskey());
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expectError(
      await desk.call('POST', 'staffEnrolmentOptions', { body: { token } }),
      404,
      'staff_enrolment_invalid',
    );
    const events = await auditOf(admin, memberId);
    expect(events.map((event) => event.action)).toContain('staff.enrolment.renew');
    // Never the secret in the audit log.
    expect(JSON.stringify(events)).not.toContain(token);
    expect(JSON.stringify(events)).not.toContain(first);
  });
});

describe('passkey removal', () => {
  it('lets an admin remove a person\u2019s passkey: it signs in no more', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const bea = await colleagueOf(app(), admin, ['agent']);
    const [passkey] = (await bea.call('GET', 'myStaffPasskeys')).json<{
      passkeys: { id: string }[];
    }>().passkeys;
    const params = { memberId: bea.member.id, passkeyId: passkey?.id ?? '' };
    const removed = await admin.call('DELETE', 'removeStaffMemberPasskey', { params });
    expect(removed.statusCode, removed.body).toBe(204);
    expectError(
      await admin.call('DELETE', 'removeStaffMemberPasskey', { params }),
      404,
      'staff_passkey_not_found',
    );
    const desk = { ...admin, call: admin.unsignedCall };
    expectError((await signInStaff(desk, bea.passkey)).response, 400, 'passkey_invalid');
    expect((await auditOf(admin, bea.member.id))[0]).toMatchObject({
      action: 'staff.passkey.remove',
      before: { passkeyId: passkey?.id, label: 'Laptop' },
    });
  });

  it('lets a person remove their own passkeys, never the last one', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const own = (await admin.call('GET', 'myStaffPasskeys')).json<{
      passkeys: { id: string }[];
    }>().passkeys;
    const passkeyId = own[0]?.id ?? '';
    expectError(
      await admin.call('DELETE', 'removeMyStaffPasskey', { params: { passkeyId } }),
      409,
      'last_passkey',
    );
    expectError(
      await admin.call('DELETE', 'removeStaffMemberPasskey', {
        params: { memberId: admin.memberId, passkeyId },
      }),
      409,
      'last_passkey',
    );
    // A second device, enrolled with a link another admin... here the admin's own new link.
    const link = await admin.call('POST', 'newStaffEnrolmentLink', {
      params: { memberId: admin.memberId },
      body: {},
    });
    const token = link.json<StaffEnrolmentLink>().link.split('#token=')[1] ?? '';
    const desk = { ...admin, call: admin.unsignedCall };
    const second = await enrolStaff({ ...desk, token }, softwarePasskey());
    expect(second.statusCode).toBe(201);
    const removed = await admin.call('DELETE', 'removeMyStaffPasskey', { params: { passkeyId } });
    expect(removed.statusCode, removed.body).toBe(204);
    // The removed passkey's session ended with it; the second device's goes on.
    expectError(await admin.call('GET', 'myStaffPasskeys'), 401, 'unauthorized');
    const left = await admin.unsignedCall('GET', 'myStaffPasskeys', {
      headers: { cookie: staffCookieOf(second) },
    });
    expect(left.json<{ passkeys: unknown[] }>().passkeys).toHaveLength(1);
  });

  it('lets any signed-in person list their passkeys, from any role', async () => {
    const agent = await signedInStaff(app(), now, ['agent']);
    const listed = await agent.call('GET', 'myStaffPasskeys');
    expect(listed.statusCode).toBe(200);
    // Enrolling signed the person in with it: used at once.
    expect(listed.json()).toMatchObject({
      passkeys: [{ label: 'Laptop', lastUsedAt: now.toISOString() }],
    });
    expectError(await agent.unsignedCall('GET', 'myStaffPasskeys'), 401, 'unauthorized');
    // A removal from another origin is refused before anything else.
    const passkeyId = listed.json<{ passkeys: { id: string }[] }>().passkeys[0]?.id ?? '';
    expectError(
      await agent.call('DELETE', 'removeMyStaffPasskey', {
        params: { passkeyId },
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'forbidden',
    );
  });
});
