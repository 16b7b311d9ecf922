import type { AuditPage, RouteName, StaffMember } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { fillText, mailTexts } from '../src/modules/mail/texts/mail-texts.ts';
import { formatParisDateTime } from '../src/shared/formats.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { untilMailed } from './helpers/mail-outbox.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';
import { colleagueOf, mailedToken } from './helpers/staff-team.ts';

let now = new Date('2026-11-29T09:00:00Z');
const publicOrigin = 'https://portal.test.example';
const config = testConfig({ publicOrigin });
const app = useApp({ publicOrigin }, { clock: () => now });

const someId = '5a7c0b8e-1f0e-4c8a-9d1e-2b3c4d5e6f70';

/** Every administration and audit call, with a valid input, so only the role decides. */
const adminCalls: [string, RouteName, { params?: Record<string, string>; body?: unknown }][] = [
  ['GET', 'staffMembers', {}],
  ['POST', 'inviteStaffMember', { body: { email: 'x@op.example', name: 'X', roles: ['agent'] } }],
  ['PATCH', 'updateStaffMember', { params: { memberId: someId }, body: { suspended: true } }],
  ['POST', 'newStaffEnrolmentLink', { params: { memberId: someId }, body: {} }],
  ['DELETE', 'removeStaffMemberPasskey', { params: { memberId: someId, passkeyId: someId } }],
  ['GET', 'auditEvents', {}],
  ['GET', 'auditEventsExport', {}],
];

describe('staff administration: who may call it (issue 28 items 1 and 4)', () => {
  it.each(['agent', 'finance', 'content', 'renters'] as const)(
    'refuses a person holding %s with 403 on every route, and anyone signed out with 401',
    async (role) => {
      const person = await signedInStaff(app(), now, [role]);
      for (const [method, route, options] of adminCalls) {
        expectError(await person.call(method, route, options), 403, 'forbidden');
        expectError(await person.unsignedCall(method, route, options), 401, 'unauthorized');
      }
    },
  );

  it('wants a fresh passkey check before an invitation, not before reading the list', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const started = now;
    try {
      now = new Date(started.getTime() + 6 * 60_000);
      const body = { email: `late@${admin.tenant.host}`, name: 'Late', roles: ['agent'] };
      expectError(
        await admin.call('POST', 'inviteStaffMember', { body }),
        403,
        'fresh_check_required',
      );
      expect((await admin.call('GET', 'staffMembers')).statusCode).toBe(200);
    } finally {
      now = started;
    }
  });
});

describe('the list of people and the invitation', () => {
  it('invites a person, who is listed with who invited them and their pending link', async () => {
    const admin = await signedInStaff(app(), now, ['admin'], 'Zoe Admin');
    const email = `Bea.Agent@${admin.tenant.host}`;
    const invited = await admin.call('POST', 'inviteStaffMember', {
      body: { email, name: 'Bea Agent', roles: ['agent', 'finance'], language: 'it' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<StaffMember>()).toMatchObject({
      name: 'Bea Agent',
      email,
      roles: ['agent', 'finance'],
      suspended: false,
      invitedBy: 'Zoe Admin',
      passkeys: [],
      enrolmentPendingUntil: '2026-12-02T09:00:00.000Z',
    });
    const list = (await admin.call('GET', 'staffMembers')).json<{ members: StaffMember[] }>();
    expect(list.members.map((member) => member.name)).toEqual(['Bea Agent', 'Zoe Admin']);
    expect(list.members[1]).toMatchObject({
      id: admin.memberId,
      invitedBy: null,
      enrolmentPendingUntil: null,
      passkeys: [{ label: 'Laptop', lastUsedAt: '2026-11-29T09:00:00.000Z' }],
    });
    // The same address again, whatever its case: 409 with the console's code.
    expectError(
      await admin.call('POST', 'inviteStaffMember', {
        body: { email: email.toUpperCase(), name: 'Bea', roles: ['agent'] },
      }),
      409,
      'staff_member_exists',
    );
    const audit = await admin.call('GET', 'auditEvents', { query: { action: 'staff.invite' } });
    expect(audit.json<AuditPage>().events[0]).toMatchObject({
      staffId: admin.memberId,
      staffName: 'Zoe Admin',
      targetId: invited.json<StaffMember>().id,
      after: { email, name: 'Bea Agent', roles: ['agent', 'finance'] },
    });
  });

  it("e-mails the enrolment link on the white-label's own origin, in the language asked", async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const email = `cy@${admin.tenant.host}`;
    await admin.call('POST', 'inviteStaffMember', {
      body: { email, name: 'Cy', roles: ['content'], language: 'de' },
    });
    const token = await mailedToken(app(), email);
    const message = await untilMailed(app, config, admin.tenant.id, 'the invitation', async () => {
      const [row] = await app()
        .database.db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'staff_invitation')));
      return row?.message ?? undefined;
    });
    const words = mailTexts.de.staff;
    const operator = admin.tenant.whitelabel.name;
    expect(message.subject).toBe(fillText(words.invitationSubject, { operator }));
    expect(message.text).toContain(`https://${admin.tenant.host}/operator/enrol#token=${token}`);
    expect(message.text).toContain(
      fillText(words.linkValidity, {
        until: formatParisDateTime(new Date('2026-12-02T09:00:00Z'), 'de'),
      }),
    );
  });

  it("shows and changes nothing of another white-label's staff", async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const stranger = await signedInStaff(app(), now, ['admin']);
    const bea = await colleagueOf(app(), admin, ['agent']);
    const passkeyId = bea.member.passkeys[0]?.id ?? someId;
    const listed = (await stranger.call('GET', 'staffMembers')).json<{ members: StaffMember[] }>();
    expect(listed.members.map((member) => member.id)).toEqual([stranger.memberId]);
    const params = { memberId: bea.member.id };
    expectError(
      await stranger.call('PATCH', 'updateStaffMember', { params, body: { suspended: true } }),
      404,
      'staff_member_not_found',
    );
    expectError(
      await stranger.call('POST', 'newStaffEnrolmentLink', { params, body: {} }),
      404,
      'staff_member_not_found',
    );
    const mine = await bea.call('GET', 'myStaffPasskeys');
    const beaPasskey = mine.json<{ passkeys: { id: string }[] }>().passkeys[0]?.id ?? passkeyId;
    expectError(
      await stranger.call('DELETE', 'removeStaffMemberPasskey', {
        params: { ...params, passkeyId: beaPasskey },
      }),
      404,
      'staff_member_not_found',
    );
    expectError(
      await stranger.call('DELETE', 'removeMyStaffPasskey', { params: { passkeyId: beaPasskey } }),
      404,
      'staff_passkey_not_found',
    );
    const audit = (await stranger.call('GET', 'auditEvents')).json<AuditPage>();
    expect(audit.events.every((event) => event.targetId !== bea.member.id)).toBe(true);
    // Bea is untouched.
    const again = await admin.call('GET', 'staffMembers');
    expect(again.json<{ members: StaffMember[] }>().members).toContainEqual(
      expect.objectContaining({
        id: bea.member.id,
        suspended: false,
        passkeys: [expect.anything()],
      }),
    );
  });

  it('refuses a malformed member id, an empty change or a NUL in a name (400)', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    expectError(
      await admin.call('PATCH', 'updateStaffMember', {
        params: { memberId: 'not-a-uuid' },
        body: { suspended: true },
      }),
      400,
      'invalid_request',
    );
    expectError(
      await admin.call('PATCH', 'updateStaffMember', { params: { memberId: someId }, body: {} }),
      400,
      'invalid_request',
    );
    expectError(
      await admin.call('POST', 'inviteStaffMember', {
        body: { email: `n@${admin.tenant.host}`, name: 'A\u0000B', roles: ['agent'] },
      }),
      400,
      'invalid_request',
    );
  });
});
