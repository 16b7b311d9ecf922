import { type StaffMember, staffMembersMax, type StaffPasskey } from '@portico/contract';
import { and, asc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { staffEnrolments, staffMembers, staffPasskeys } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
type PasskeyRow = typeof staffPasskeys.$inferSelect;

export const memberNotFound = () => new AppError(404, 'staff_member_not_found');

/**
 * A person of this white-label, locked for the change that follows (FOR UPDATE) when asked; a
 * person of another white-label is as unknown as one that never was (404).
 */
export async function memberOfWhitelabel(
  db: Database,
  whitelabelId: number,
  memberId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StaffMemberRow> {
  const query = db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, memberId), eq(staffMembers.whitelabelId, whitelabelId)));
  const [member] = lock ? await query.for('update') : await query;
  if (!member) throw memberNotFound();
  return member;
}

/** A passkey as the console shows it: its name and dates, never its key or credential id. */
export function presentPasskey(row: PasskeyRow): StaffPasskey {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A person's own passkeys, oldest first. */
export async function ownPasskeys(db: Database, memberId: string): Promise<StaffPasskey[]> {
  return (await passkeysOf(db, [memberId])).get(memberId) ?? [];
}

/** The passkeys of some people, oldest first, by person. */
async function passkeysOf(db: Database, memberIds: readonly string[]) {
  const byMember = new Map<string, StaffPasskey[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select()
    .from(staffPasskeys)
    .where(inArray(staffPasskeys.memberId, [...memberIds]))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  for (const row of rows) {
    byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), presentPasskey(row)]);
  }
  return byMember;
}

/** Until when each person's newest unused enrolment link works, for those with one. */
async function pendingEnrolmentsOf(db: Database, memberIds: readonly string[], now: Date) {
  if (memberIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ memberId: staffEnrolments.memberId, until: max(staffEnrolments.expiresAt) })
    .from(staffEnrolments)
    .where(
      and(
        inArray(staffEnrolments.memberId, [...memberIds]),
        isNull(staffEnrolments.usedAt),
        gt(staffEnrolments.expiresAt, now),
      ),
    )
    .groupBy(staffEnrolments.memberId);
  return new Map(rows.flatMap((row) => (row.until ? [[row.memberId, row.until] as const] : [])));
}

const inviter = alias(staffMembers, 'inviter');

/**
 * The white-label's people by name (at most `staffMembersMax`), or the one asked for, each with
 * their passkeys, who invited them and their pending enrolment link.
 */
export async function listStaffMembers(
  db: Database,
  whitelabelId: number,
  now: Date,
  onlyMemberId?: string,
): Promise<StaffMember[]> {
  const rows = await db
    .select({ member: staffMembers, invitedBy: inviter.name })
    .from(staffMembers)
    .leftJoin(inviter, eq(inviter.id, staffMembers.invitedBy))
    .where(
      and(
        eq(staffMembers.whitelabelId, whitelabelId),
        onlyMemberId === undefined ? undefined : eq(staffMembers.id, onlyMemberId),
      ),
    )
    .orderBy(asc(staffMembers.name), asc(staffMembers.id))
    .limit(staffMembersMax);
  const ids = rows.map((row) => row.member.id);
  const [passkeys, pending] = await Promise.all([
    passkeysOf(db, ids),
    pendingEnrolmentsOf(db, ids, now),
  ]);
  return rows.map(({ member, invitedBy }) => ({
    id: member.id,
    name: member.name,
    email: member.email,
    roles: member.roles,
    suspended: member.suspendedAt !== null,
    invitedBy,
    createdAt: member.createdAt.toISOString(),
    passkeys: passkeys.get(member.id) ?? [],
    enrolmentPendingUntil: pending.get(member.id)?.toISOString() ?? null,
  }));
}

/** One person as the list shows them (404 when not of this white-label). */
export async function presentStaffMember(
  db: Database,
  whitelabelId: number,
  memberId: string,
  now: Date,
): Promise<StaffMember> {
  const [member] = await listStaffMembers(db, whitelabelId, now, memberId);
  if (!member) throw memberNotFound();
  return member;
}
