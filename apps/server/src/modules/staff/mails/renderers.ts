import { staffTokenSchema } from '@portico/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { staffEnrolments, staffMembers } from '../../../db/schema/index.ts';
import { formatParisDateTime } from '../../../shared/formats.ts';
import { findOperator } from '../../alerts/mails/alert-mail-rows.ts';
import { layOutMail } from '../../mail/layout.ts';
import { mailOrigin } from '../../mail/links.ts';
import type { MailRenderer } from '../../mail/renderer.ts';
import { fillText, mailTexts } from '../../mail/texts/mail-texts.ts';
import { enrolmentLink } from '../invitations.ts';
import type { StaffMailKind } from '../staff-mails.ts';
import { hashStaffToken } from '../tokens.ts';

const invitationPayload = z.object({ memberId: z.uuid(), token: staffTokenSchema });

/**
 * The enrolment link's e-mail (issue 28 item 1), on the shared layout: the button opens the
 * console's enrolment page on the white-label's own origin (its passkeys belong to that origin).
 * A link used, revoked by a newer one, or expired before the job ran, or a person suspended or
 * gone since, has nothing to send: skipped.
 */
export function staffMailRenderers(
  db: Database,
  { publicOrigin, clock }: { publicOrigin: string; clock: () => Date },
): Record<StaffMailKind, MailRenderer> {
  return {
    staff_invitation: async (mail) => {
      const { memberId, token } = invitationPayload.parse(mail.payload);
      if (!mail.whitelabelId) throw new Error('a staff invitation without its white-label');
      const operator = await findOperator(db, mail.whitelabelId);
      if (!operator) throw new Error(`no white-label ${String(mail.whitelabelId)}`);
      const [pending] = await db
        .select({ expiresAt: staffEnrolments.expiresAt })
        .from(staffEnrolments)
        .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolments.memberId))
        .where(
          and(
            eq(staffEnrolments.tokenHash, hashStaffToken(token)),
            eq(staffMembers.id, memberId),
            eq(staffMembers.whitelabelId, mail.whitelabelId),
            isNull(staffMembers.suspendedAt),
            isNull(staffEnrolments.usedAt),
            gt(staffEnrolments.expiresAt, clock()),
          ),
        );
      if (!pending) return null;
      const words = mailTexts[mail.language].staff;
      const laidOut = layOutMail({
        language: mail.language,
        operatorName: operator.name,
        subject: fillText(words.invitationSubject, { operator: operator.name }),
        blocks: [
          { kind: 'paragraph', text: fillText(words.invitation, { operator: operator.name }) },
          {
            kind: 'action',
            label: words.enrolAction,
            url: enrolmentLink(mailOrigin(publicOrigin, operator.hosts), token),
          },
          {
            kind: 'paragraph',
            text: fillText(words.linkValidity, {
              until: formatParisDateTime(pending.expiresAt, mail.language),
            }),
          },
          { kind: 'paragraph', text: words.notExpected },
        ],
      });
      return { ...laidOut, attachments: [] };
    },
  };
}
