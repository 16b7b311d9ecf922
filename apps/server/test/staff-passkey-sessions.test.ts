import type { StaffEnrolmentLink, StaffPasskey } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { softwarePasskey } from './helpers/software-passkey.ts';
import { enrolStaff, signedInStaff, staffCookieOf } from './helpers/staff-desk.ts';
import { colleagueOf } from './helpers/staff-team.ts';

// A lost laptop: removing its passkey also signs that laptop out (the sessions the passkey
// opened end in the removal's transaction), and nothing else.
let now = new Date('2026-11-29T11:00:00Z');
const app = useApp({ publicOrigin: 'https://portal.test.example' }, { clock: () => now });

describe('removing a staff passkey ends the sessions it opened', () => {
  it('signs out the device whose passkey the person removes, not the one they use', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const bea = await colleagueOf(app(), admin, ['agent']);
    // Bea's second device: a new link from the admin, a second passkey, a second session.
    const issued = await admin.call('POST', 'newStaffEnrolmentLink', {
      params: { memberId: bea.member.id },
      body: {},
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const token = new URL(issued.json<StaffEnrolmentLink>().link).hash.replace('#token=', '');
    // A minute later, so the two passkeys tell apart by their creation.
    now = new Date(now.getTime() + 60_000);
    const phone = await enrolStaff(
      { ...admin, call: admin.unsignedCall, token },
      softwarePasskey(),
    );
    expect(phone.statusCode, phone.body).toBe(201);
    const phoneCookie = staffCookieOf(phone);
    const asPhone = (method: string, route: Parameters<typeof admin.call>[1], options = {}) =>
      admin.unsignedCall(method, route, { ...options, headers: { cookie: phoneCookie } });

    const mine = (await asPhone('GET', 'myStaffPasskeys')).json<{ passkeys: StaffPasskey[] }>();
    expect(mine.passkeys).toHaveLength(2);
    // The laptop's passkey is the older one.
    const [older] = [...mine.passkeys].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (!older) throw new Error('no passkey listed');

    expect((await bea.call('GET', 'staffSession')).statusCode).toBe(200);
    const removed = await asPhone('DELETE', 'removeMyStaffPasskey', {
      params: { passkeyId: older.id },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    // The laptop's session is over; the phone's goes on.
    expect((await bea.call('GET', 'staffSession')).statusCode).toBe(401);
    expect((await asPhone('GET', 'staffSession')).statusCode).toBe(200);
  });

  it('signs a person out when an admin removes the passkey their session came from', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const bea = await colleagueOf(app(), admin, ['agent']);
    const member = (await admin.call('GET', 'staffMembers'))
      .json<{
        members: { id: string; passkeys: StaffPasskey[] }[];
      }>()
      .members.find((person) => person.id === bea.member.id);
    const [passkey] = member?.passkeys ?? [];
    if (!passkey) throw new Error('Bea has no passkey');
    expect((await bea.call('GET', 'staffSession')).statusCode).toBe(200);
    const removed = await admin.call('DELETE', 'removeStaffMemberPasskey', {
      params: { memberId: bea.member.id, passkeyId: passkey.id },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await bea.call('GET', 'staffSession')).statusCode).toBe(401);
    // The admin's own session is another passkey's: it goes on.
    expect((await admin.call('GET', 'staffSession')).statusCode).toBe(200);
  });
});
