import { formatHours, formatParisDateTime } from '../../../shared/formats.ts';
import { type LaidOutMail, layOutMail } from '../../mail/layout.ts';
import { fillText } from '../../mail/texts/mail-texts.ts';
import { type AlertMailContext, alertWords } from './alert-mail-context.ts';
import { alertLinks } from './alert-links.ts';

/**
 * The e-mails about the subscription itself, to an address that is not (or no longer) receiving
 * alerts: no unsubscribe link nor List-Unsubscribe (there is nothing to unsubscribe from).
 */

export interface ConfirmationLink {
  /** The single-use token (only in this e-mail; the row keeps its hash). */
  token: string;
  /** How long a link works (24 h, or the operator's shorter setting). */
  validHours: number;
  expiresAt: Date;
}

/** Before a subscription becomes active: the link that confirms the address. */
export function confirmationMail(context: AlertMailContext, link: ConfirmationLink): LaidOutMail {
  const { texts, common } = alertWords(context);
  const words = texts.alertConfirmation;
  return layOutMail({
    language: context.language,
    operatorName: context.operatorName,
    subject: fillText(words.subject, common),
    preheader: fillText(words.preheader, common),
    blocks: [
      { kind: 'paragraph', text: fillText(words.request, common) },
      { kind: 'paragraph', text: words.confirm },
      {
        kind: 'action',
        label: words.button,
        url: alertLinks.confirm(context.origin, context.language, link.token),
      },
      {
        kind: 'paragraph',
        text: fillText(words.expiry, {
          duration: formatHours(link.validHours, context.language),
          expiresAt: formatParisDateTime(link.expiresAt, context.language),
        }),
      },
      { kind: 'paragraph', text: words.ignore },
    ],
  });
}

/** To the previous address of a plate whose alerts another address confirmed. */
export function movedMail(context: AlertMailContext): LaidOutMail {
  const { texts, common } = alertWords(context);
  const words = texts.alertMoved;
  return layOutMail({
    language: context.language,
    operatorName: context.operatorName,
    subject: fillText(words.subject, common),
    preheader: words.noMore,
    blocks: [
      { kind: 'paragraph', text: fillText(words.moved, common) },
      { kind: 'paragraph', text: words.noMore },
      { kind: 'paragraph', text: words.again },
      {
        kind: 'action',
        label: words.button,
        url: alertLinks.subscribe(context.origin, context.language),
      },
    ],
  });
}
