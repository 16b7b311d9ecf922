import { accountCodeLifetimeMinutes, passwordMinLength } from '@portico/contract';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { findOperator } from '../../alerts/mails/alert-mail-rows.ts';
import { findUserById } from '../../accounts/repository.ts';
import { layOutMail } from '../../mail/layout.ts';
import { mailLink, mailOrigin } from '../../mail/links.ts';
import type { MailRenderer } from '../../mail/renderer.ts';
import { fillText, mailTexts } from '../../mail/texts/mail-texts.ts';
import { findCompanyById } from '../repository.ts';
import type { RenterMailKind } from '../renter-mails.ts';

const invitationPayload = z.object({ code: z.string().regex(/^[0-9]{6}$/), userId: z.uuid() });

/**
 * The renter invitation (issue 25 item 1), on the shared layout, in the language the operator
 * gave: the company, the code, and the button to /{lang}/renters/activate?id=... on the
 * white-label's own site. A user deleted since has nothing to activate: skipped.
 */
export function renterMailRenderers(
  db: Database,
  { publicOrigin }: { publicOrigin: string },
): Record<RenterMailKind, MailRenderer> {
  return {
    renter_invitation: async (mail) => {
      const { code, userId } = invitationPayload.parse(mail.payload);
      if (!mail.whitelabelId) throw new Error('a renter invitation without its white-label');
      const operator = await findOperator(db, mail.whitelabelId);
      if (!operator) throw new Error(`no white-label ${String(mail.whitelabelId)}`);
      const user = await findUserById(db, mail.whitelabelId, userId);
      const company = user?.companyId ? await findCompanyById(db, user.companyId) : undefined;
      if (!user || !company) return null;
      const words = mailTexts[mail.language].renter;
      const account = mailTexts[mail.language].account;
      const link = mailLink(
        mailOrigin(publicOrigin, operator.hosts),
        `/${mail.language}/renters/activate`,
        { id: user.id },
      );
      const laidOut = layOutMail({
        language: mail.language,
        operatorName: operator.name,
        subject: fillText(words.invitationSubject, { operator: operator.name }),
        blocks: [
          {
            kind: 'paragraph',
            text: fillText(words.invitation, { operator: operator.name, company: company.name }),
          },
          {
            kind: 'paragraph',
            text: fillText(words.invitationSteps, { length: String(passwordMinLength.renter) }),
          },
          { kind: 'facts', facts: [{ label: account.codeLabel, value: code }] },
          { kind: 'action', label: words.activateAction, url: link },
          {
            kind: 'paragraph',
            text: fillText(account.codeValidity, { minutes: String(accountCodeLifetimeMinutes) }),
          },
          { kind: 'paragraph', text: words.invitationNewCode },
        ],
      });
      return { ...laidOut, attachments: [] };
    },
  };
}
