import type { Language, StaffInvitation } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAuditEvent } from './audit.ts';
import { enqueueEnrolmentMail, issueEnrolmentLink } from './enrolment-links.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';

export interface InviteStaffInput {
  whitelabelId: number;
  invitation: StaffInvitation;
  /** The admin who invites; null for the staff:invite command (the first admin). */
  invitedBy: { id: string; name: string } | null;
  now: Date;
  /** E-mails the link to the person in this language (the console); the command prints it. */
  mailLanguage?: Language;
  address?: string;
  requestId?: string;
}

export interface StaffInvited {
  memberId: string;
  /** The enrolment link's secret: handed to the person once, never stored. */
  token: string;
  expiresAt: Date;
}

const memberExists = () => new AppError(409, 'staff_member_exists');

/**
 * Invites a person to the console: their row, a one-time enrolment link (e-mailed when asked),
 * and the audit event, in one transaction. An address already on this white-label's staff is
 * refused (409 staff_member_exists); a lost passkey is another admin's new enrolment link, not a
 * new person.
 */
export async function inviteStaff(db: Database, input: InviteStaffInput): Promise<StaffInvited> {
  const { invitation, whitelabelId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.whitelabelId, whitelabelId),
            sql`lower(${staffMembers.email}) = lower(${invitation.email})`,
          ),
        );
      if (taken) throw memberExists();
      const [member] = await tx
        .insert(staffMembers)
        .values({
          whitelabelId,
          email: invitation.email,
          name: invitation.name,
          roles: invitation.roles,
          invitedBy: input.invitedBy?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: staffMembers.id });
      if (!member) throw new Error('the staff member was not inserted');
      const { token, expiresAt } = await issueEnrolmentLink(tx, member.id, now);
      if (input.mailLanguage) {
        await enqueueEnrolmentMail(tx, {
          whitelabelId,
          memberId: member.id,
          email: invitation.email,
          token,
          language: input.mailLanguage,
        });
      }
      await recordAuditEvent(tx, {
        whitelabelId,
        staff: input.invitedBy,
        action: 'staff.invite',
        target: { type: 'staff', id: member.id },
        after: { email: invitation.email, name: invitation.name, roles: invitation.roles },
        ...(input.address ? { address: input.address } : {}),
        ...(input.requestId ? { requestId: input.requestId } : {}),
      });
      return { memberId: member.id, token, expiresAt };
    });
  } catch (error) {
    // Two invitations of one address at once: the unique index decides, the loser is told so.
    if (isUniqueViolation(error)) throw memberExists();
    throw error;
  }
}

/** The page a person opens to enrol their passkey, on the console under /operator/. */
export function enrolmentLink(origin: string, token: string): string {
  return `${origin}/operator/enrol#token=${token}`;
}
