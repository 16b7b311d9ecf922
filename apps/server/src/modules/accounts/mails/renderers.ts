import { accountCodeLifetimeMinutes } from '@portico/contract';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { findOperator } from '../../alerts/mails/alert-mail-rows.ts';
import { type MailBlock, layOutMail } from '../../mail/layout.ts';
import type { MailRenderer, MailToRender } from '../../mail/renderer.ts';
import { formatParisDateTime } from '../../../shared/formats.ts';
import { fillText, mailTexts } from '../../mail/texts/mail-texts.ts';
import type { AccountMailKind } from '../account-mails.ts';

const codePayload = z.object({ code: z.string().regex(/^[0-9]{6}$/) });
/** Set by sendAccountMail on a renter's e-mails (context.ts). */
const audiencePayload = z.object({ audience: z.literal('renter').optional() });

type AccountWords = (typeof mailTexts)['fr']['account'];

/** The account's words, those about the account in a renter's terms when it is a renter's. */
function accountWords(mail: MailToRender): AccountWords {
  const texts = mailTexts[mail.language];
  const { audience } = audiencePayload.parse(mail.payload);
  if (audience !== 'renter') return texts.account;
  const { resetIntro, passwordChanged, codesTried, deletedSubject, deleted, deletedData } =
    texts.renter;
  return {
    ...texts.account,
    resetIntro,
    passwordChanged,
    codesTried,
    deletedSubject,
    deleted,
    deletedData,
  };
}
const codesTriedPayload = z.object({ tries: z.number().int().positive(), until: z.iso.datetime() });

/**
 * The renderers of the account e-mails (issue 12 item 5; the warning of codes tried, issue 24
 * item 3), on the shared layout, in the account's language (the one it registered or last chose).
 */
export function accountMailRenderers(db: Database): Record<AccountMailKind, MailRenderer> {
  async function render(
    mail: MailToRender,
    subjectOf: (words: AccountWords) => string,
    blocksOf: (words: AccountWords) => MailBlock[],
  ) {
    const operator = mail.whitelabelId ? await findOperator(db, mail.whitelabelId) : undefined;
    if (!operator) throw new Error(`no white-label ${String(mail.whitelabelId)}`);
    const words = accountWords(mail);
    const values = { operator: operator.name };
    const laidOut = layOutMail({
      language: mail.language,
      operatorName: operator.name,
      subject: fillText(subjectOf(words), values),
      blocks: blocksOf(words),
    });
    return { ...laidOut, attachments: [] };
  }

  const codeBlocks = (intro: string, code: string, words: AccountWords) => [
    { kind: 'paragraph' as const, text: intro },
    { kind: 'facts' as const, facts: [{ label: words.codeLabel, value: code }] },
    {
      kind: 'paragraph' as const,
      text: fillText(words.codeValidity, { minutes: String(accountCodeLifetimeMinutes) }),
    },
    { kind: 'paragraph' as const, text: words.ignore },
  ];

  return {
    account_activation: (mail) => {
      const { code } = codePayload.parse(mail.payload);
      return render(
        mail,
        (w) => w.activationSubject,
        (w) => codeBlocks(w.activationIntro, code, w),
      );
    },
    account_password_reset: (mail) => {
      const { code } = codePayload.parse(mail.payload);
      return render(
        mail,
        (w) => w.resetSubject,
        (w) => codeBlocks(w.resetIntro, code, w),
      );
    },
    account_codes_tried: (mail) => {
      const { tries, until } = codesTriedPayload.parse(mail.payload);
      const values = {
        tries: String(tries),
        until: formatParisDateTime(new Date(until), mail.language),
      };
      return render(
        mail,
        (w) => w.codesTriedSubject,
        (w) => [
          { kind: 'paragraph', text: fillText(w.codesTried, values) },
          { kind: 'paragraph', text: w.codesTriedNotYou },
          { kind: 'paragraph', text: w.codesTriedYou },
        ],
      );
    },
    account_password_changed: (mail) =>
      render(
        mail,
        (w) => w.passwordChangedSubject,
        (w) => [
          { kind: 'paragraph', text: w.passwordChanged },
          { kind: 'paragraph', text: w.notYou },
        ],
      ),
    account_deleted: (mail) =>
      render(
        mail,
        (w) => w.deletedSubject,
        (w) => [
          { kind: 'paragraph', text: w.deleted },
          { kind: 'paragraph', text: w.deletedData },
        ],
      ),
  };
}
