import type { StaffRole } from '@portico/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffMembers, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAuditEvent } from './audit.ts';
import { voidEnrolmentLinks } from './enrolment-links.ts';
import type { StaffActor } from './guard.ts';
import { memberOfWhitelabel } from './members.ts';

export interface StaffMemberChange {
  roles?: StaffRole[] | undefined;
  suspended?: boolean | undefined;
}

const isActiveAdmin = (roles: readonly string[], suspended: boolean) =>
  !suspended && roles.includes('admin');

/**
 * The rules of a change to a person, before any write: nobody suspends themselves or takes their
 * own admin role away (they would lock themselves out; another admin does it), and a change
 * that leaves the white-label without an active admin is refused (409 last_admin), since only an
 * admin can invite or restore anyone.
 */
export function refusalOf(
  actorId: string,
  target: { id: string; roles: readonly string[]; suspended: boolean },
  after: { roles: readonly string[]; suspended: boolean },
  otherActiveAdmins: number,
): AppError | undefined {
  if (target.id === actorId) {
    if (after.suspended && !target.suspended) return new AppError(409, 'staff_self_change');
    if (target.roles.includes('admin') && !after.roles.includes('admin')) {
      return new AppError(409, 'staff_self_change');
    }
  }
  const losesAdmin =
    isActiveAdmin(target.roles, target.suspended) && !isActiveAdmin(after.roles, after.suspended);
  if (losesAdmin && otherActiveAdmins === 0) return new AppError(409, 'last_admin');
  return undefined;
}

/**
 * Changes a person's roles and/or suspends or restores them (issue 28 item 1), with the audit
 * events, in one transaction. Changes of one white-label's admins run one at a time (an advisory
 * lock), so two admins demoting each other at once cannot both succeed and leave none. A
 * suspension ends the person's sessions at once and voids their unused enrolment links.
 */
export async function changeStaffMember(
  db: Database,
  actor: StaffActor,
  memberId: string,
  change: StaffMemberChange,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('staff-admins'), ${actor.whitelabelId}::int)`,
    );
    const target = await memberOfWhitelabel(tx, actor.whitelabelId, memberId, { lock: true });
    const before = { roles: target.roles, suspended: target.suspendedAt !== null };
    const after = {
      roles: change.roles ?? before.roles,
      suspended: change.suspended ?? before.suspended,
    };
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(staffMembers)
      .where(
        and(
          eq(staffMembers.whitelabelId, actor.whitelabelId),
          ne(staffMembers.id, target.id),
          isNull(staffMembers.suspendedAt),
          sql`'admin' = any(${staffMembers.roles})`,
        ),
      );
    const refusal = refusalOf(actor.id, { id: target.id, ...before }, after, others?.count ?? 0);
    if (refusal) throw refusal;

    const rolesChanged = [...before.roles].sort().join() !== [...after.roles].sort().join();
    const suspensionChanged = before.suspended !== after.suspended;
    if (!rolesChanged && !suspensionChanged) return;
    await tx
      .update(staffMembers)
      .set({
        roles: after.roles,
        suspendedAt: suspensionChanged ? (after.suspended ? now : null) : target.suspendedAt,
        updatedAt: now,
      })
      .where(eq(staffMembers.id, target.id));

    const event = {
      whitelabelId: actor.whitelabelId,
      staff: { id: actor.id, name: actor.name },
      target: { type: 'staff', id: target.id },
      address: actor.address,
      requestId: actor.requestId,
    };
    if (rolesChanged) {
      await recordAuditEvent(tx, {
        ...event,
        action: 'staff.roles.change',
        before: { roles: before.roles },
        after: { roles: after.roles },
      });
    }
    if (suspensionChanged) {
      if (after.suspended) await endEverything(tx, target.id, now);
      await recordAuditEvent(tx, {
        ...event,
        action: after.suspended ? 'staff.suspend' : 'staff.restore',
        before: { suspended: before.suspended },
        after: { suspended: after.suspended },
      });
    }
  });
}

/** A suspended person's sessions end now, and no enrolment link of theirs opens anything. */
async function endEverything(tx: Database, memberId: string, now: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.memberId, memberId), isNull(staffSessions.endedAt)));
  await voidEnrolmentLinks(tx, memberId, now);
}
