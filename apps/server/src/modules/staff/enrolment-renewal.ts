import type { Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAuditEvent } from './audit.ts';
import {
  enqueueEnrolmentMail,
  type EnrolmentLinkIssued,
  issueEnrolmentLink,
} from './enrolment-links.ts';
import type { StaffActor } from './guard.ts';
import { memberOfWhitelabel } from './members.ts';

/**
 * A new enrolment link for a person who lost their passkeys (issue 28: "losing them all is solved
 * by another admin, never by e-mail"): an admin asks for it, the link goes to the person's address
 * on file and is answered to the admin once, to hand over; the person's earlier unused links stop
 * working. The audit event says when it expires, never the link. A suspended person is restored
 * first (409 staff_member_suspended): their links open nothing.
 */
export async function renewEnrolmentLink(
  db: Database,
  actor: StaffActor,
  memberId: string,
  language: Language,
  now: Date,
): Promise<EnrolmentLinkIssued> {
  return db.transaction(async (tx) => {
    const member = await memberOfWhitelabel(tx, actor.whitelabelId, memberId, { lock: true });
    if (member.suspendedAt) throw new AppError(409, 'staff_member_suspended');
    const issued = await issueEnrolmentLink(tx, member.id, now);
    await enqueueEnrolmentMail(tx, {
      whitelabelId: actor.whitelabelId,
      memberId: member.id,
      email: member.email,
      token: issued.token,
      language,
    });
    await recordAuditEvent(tx, {
      whitelabelId: actor.whitelabelId,
      staff: { id: actor.id, name: actor.name },
      action: 'staff.enrolment.renew',
      target: { type: 'staff', id: member.id },
      after: { expiresAt: issued.expiresAt.toISOString() },
      address: actor.address,
      requestId: actor.requestId,
    });
    return issued;
  });
}
