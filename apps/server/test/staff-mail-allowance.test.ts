import type { StaffMember } from '@portico/contract';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';
import { colleagueOf } from './helpers/staff-team.ts';

// The console's enrolment e-mails are counted per admin, per address and per white-label before
// anything is written (the developers' guide: every limit counts per IP and per target, and a
// check that must hold under concurrency reserves atomically first).
const now = new Date('2026-11-29T10:00:00Z');
const app = useApp(
  {
    publicOrigin: 'https://portal.test.example',
    staffMails: { perAdmin: 4, perAddress: 2, perWhitelabel: 6 },
  },
  { clock: () => now },
);

const invitation = (email: string) => ({ body: { email, name: 'Invited', roles: ['agent'] } });

async function enrolmentMailsTo(email: string): Promise<number> {
  const rows = await app()
    .database.db.select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'staff_invitation')));
  return rows.length;
}

describe('the console’s enrolment e-mails, counted per day', () => {
  it('stops new links to one address at its limit, writing nothing more', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    const email = `lost.passkeys@${admin.tenant.host}`;
    const invited = await admin.call('POST', 'inviteStaffMember', invitation(email));
    expect(invited.statusCode, invited.body).toBe(201);
    const { id: memberId } = invited.json<StaffMember>();
    const link = () =>
      admin.call('POST', 'newStaffEnrolmentLink', { params: { memberId }, body: {} });

    expect((await link()).statusCode).toBe(201);
    expectError(await link(), 429, 'staff_mail_limit');
    expect(await enrolmentMailsTo(email)).toBe(2);
    // Another address of the same white-label is still served.
    const other = await admin.call(
      'POST',
      'inviteStaffMember',
      invitation(`other@${admin.tenant.host}`),
    );
    expect(other.statusCode).toBe(201);
  });

  it('holds an admin’s limit under concurrent invitations, and the white-label’s for all admins', async () => {
    const admin = await signedInStaff(app(), now, ['admin']);
    // The colleague's invitation is the admin's first e-mail of the day.
    const colleague = await colleagueOf(app(), admin, ['admin']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        admin.call('POST', 'inviteStaffMember', invitation(`burst.${index}@${admin.tenant.host}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expectError(refused, 429, 'staff_mail_limit');
    }
    const burst = await app()
      .database.db.select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(like(mailOutbox.recipient, `burst.%@${admin.tenant.host}`));
    expect(burst).toHaveLength(3);

    // 4 of the white-label's 6 are spent: the colleague has 2 left, then the white-label is done.
    for (const index of [1, 2]) {
      const sent = await colleague.call(
        'POST',
        'inviteStaffMember',
        invitation(`c.${index}@${admin.tenant.host}`),
      );
      expect(sent.statusCode, sent.body).toBe(201);
    }
    expectError(
      await colleague.call('POST', 'inviteStaffMember', invitation(`c.3@${admin.tenant.host}`)),
      429,
      'staff_mail_limit',
    );
  });

  it('counts each white-label on its own', async () => {
    const first = await signedInStaff(app(), now, ['admin']);
    const second = await signedInStaff(app(), now, ['admin']);
    for (const index of [1, 2, 3, 4]) {
      const sent = await first.call(
        'POST',
        'inviteStaffMember',
        invitation(`a.${index}@${first.tenant.host}`),
      );
      expect(sent.statusCode).toBe(201);
    }
    expectError(
      await first.call('POST', 'inviteStaffMember', invitation(`a.5@${first.tenant.host}`)),
      429,
      'staff_mail_limit',
    );
    const elsewhere = await second.call(
      'POST',
      'inviteStaffMember',
      invitation(`a.1@${second.tenant.host}`),
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});
