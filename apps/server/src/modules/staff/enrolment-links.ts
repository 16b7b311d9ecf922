import { type Language, staffEnrolmentHours } from '@portico/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffEnrolments } from '../../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { StaffMailPayloads } from './staff-mails.ts';
import { hashStaffToken, newStaffToken } from './tokens.ts';

export interface EnrolmentLinkIssued {
  /** The link's secret: handed over once (e-mail, answer, command line), never stored. */
  token: string;
  expiresAt: Date;
}

/**
 * A new one-time enrolment link for a person, in `tx`: every earlier unused link of theirs stops
 * working first (its expiry moves to now), so only the newest one handed out opens anything.
 * Only the token's SHA-256 is kept.
 */
export async function issueEnrolmentLink(
  tx: Database,
  memberId: string,
  now: Date,
): Promise<EnrolmentLinkIssued> {
  await voidEnrolmentLinks(tx, memberId, now);
  const token = newStaffToken();
  const expiresAt = new Date(now.getTime() + staffEnrolmentHours * 3_600_000);
  await tx.insert(staffEnrolments).values({
    memberId,
    tokenHash: hashStaffToken(token),
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

export interface EnrolmentMail {
  whitelabelId: number;
  memberId: string;
  /** The person's address on file: a link never goes to an address someone types to ask. */
  email: string;
  token: string;
  language: Language;
}

/** The link's e-mail, in the outbox of the transaction that made the link (sent by the job). */
export async function enqueueEnrolmentMail(tx: Database, mail: EnrolmentMail): Promise<void> {
  const payload: StaffMailPayloads['staff_invitation'] = {
    memberId: mail.memberId,
    token: mail.token,
  };
  await enqueueMail(tx, {
    whitelabelId: mail.whitelabelId,
    kind: 'staff_invitation',
    recipient: mail.email,
    language: mail.language,
    payload,
  });
}

/** The person's unused links in time stop working now (their expiry moves to now). */
export async function voidEnrolmentLinks(tx: Database, memberId: string, now: Date): Promise<void> {
  await tx
    .update(staffEnrolments)
    .set({ expiresAt: now })
    .where(
      and(
        eq(staffEnrolments.memberId, memberId),
        isNull(staffEnrolments.usedAt),
        gt(staffEnrolments.expiresAt, now),
      ),
    );
}
