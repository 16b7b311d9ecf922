import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, staffEnrolments, staffMembers } from '../src/db/schema/index.ts';
import { hashStaffToken } from '../src/modules/staff/tokens.ts';
import { enrolmentLink, inviteStaff } from '../src/modules/staff/invitations.ts';
import { AppError } from '../src/shared/app-error.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';

const app = useApp();
const now = new Date('2026-11-29T09:00:00Z');

describe('staff invitations (issue 28 item 1)', () => {
  it('makes the person, a one-time enrolment link kept as a hash, and the audit event', async () => {
    const { db } = app().database;
    const tenant = await createTenant(db);
    const invited = await inviteStaff(db, {
      whitelabelId: tenant.id,
      invitation: { email: 'Ada@Operator.example', name: 'Ada Admin', roles: ['admin'] },
      invitedBy: null,
      now,
    });
    expect(invited.token).toMatch(/^[\w-]{43}$/);
    expect(invited.expiresAt.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    const [member] = await db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, invited.memberId));
    expect(member).toMatchObject({ whitelabelId: tenant.id, roles: ['admin'], invitedBy: null });
    const enrolments = await db
      .select()
      .from(staffEnrolments)
      .where(eq(staffEnrolments.memberId, invited.memberId));
    // The token itself is nowhere in the database: only its SHA-256.
    expect(enrolments.map((row) => row.tokenHash)).toEqual([hashStaffToken(invited.token)]);
    const events = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.whitelabelId, tenant.id), eq(auditEvents.targetId, invited.memberId)),
      );
    expect(events).toMatchObject([
      {
        staffId: null,
        staffName: 'server command',
        action: 'staff.invite',
        targetType: 'staff',
        after: { email: 'Ada@Operator.example', name: 'Ada Admin', roles: ['admin'] },
      },
    ]);
    expect(enrolmentLink('https://peage.example.fr', invited.token)).toBe(
      `https://peage.example.fr/operator/enrol#token=${invited.token}`,
    );
  });

  it('refuses an address already on the staff, whatever its case, even when two arrive at once', async () => {
    const { db } = app().database;
    const tenant = await createTenant(db);
    const invite = (email: string) =>
      inviteStaff(db, {
        whitelabelId: tenant.id,
        invitation: { email, name: 'Bea Agent', roles: ['agent'] },
        invitedBy: null,
        now,
      });
    const results = await Promise.allSettled([invite('bea@op.example'), invite('BEA@op.example')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toEqual(
      new AppError(409, 'staff_member_exists'),
    );
    await expect(invite('Bea@Op.Example')).rejects.toMatchObject({ code: 'staff_member_exists' });
    // Another white-label's staff may have the same address: staff are per white-label.
    const other = await createTenant(db);
    await expect(
      inviteStaff(db, {
        whitelabelId: other.id,
        invitation: { email: 'bea@op.example', name: 'Bea', roles: ['agent'] },
        invitedBy: null,
        now,
      }),
    ).resolves.toHaveProperty('memberId');
  });

  it('keeps the audit log append-only: an update, a delete or a truncate is refused', async () => {
    const { db } = app().database;
    const tenant = await createTenant(db);
    await inviteStaff(db, {
      whitelabelId: tenant.id,
      invitation: { email: 'cy@op.example', name: 'Cy', roles: ['content'] },
      invitedBy: null,
      now,
    });
    const mine = eq(auditEvents.whitelabelId, tenant.id);
    await expect(db.update(auditEvents).set({ action: 'nothing' }).where(mine)).rejects.toThrow();
    await expect(db.delete(auditEvents).where(mine)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const events = await db.select().from(auditEvents).where(mine);
    expect(events.map((event) => event.action)).toEqual(['staff.invite']);
  });
});
