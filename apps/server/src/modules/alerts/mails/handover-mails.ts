import { formatParisDateTime } from '../../../shared/formats.ts';
import { type LaidOutMail, layOutMail } from '../../mail/layout.ts';
import { fillText, mailTexts } from '../../mail/texts/mail-texts.ts';
import { type AlertMailContext, alertWords } from './alert-mail-context.ts';
import { alertLinks } from './alert-links.ts';

/**
 * The e-mails of issue 24 about who receives a vehicle's alerts: a handover asked of the current
 * address, a handover kept, and the confirmation an unsubscribe now needs. None is an alert
 * proper: no List-Unsubscribe.
 */

/** To the address receiving the alerts: another asks for them; the page where it answers. */
export function handoverRequestedMail(
  context: AlertMailContext,
  handover: { requester: string; movesAt: Date; token: string },
): LaidOutMail {
  const { texts, common } = alertWords(context);
  const words = texts.alertHandoverRequested;
  const values = {
    ...common,
    requester: handover.requester,
    movesAt: formatParisDateTime(handover.movesAt, context.language),
  };
  return layOutMail({
    language: context.language,
    operatorName: context.operatorName,
    subject: fillText(words.subject, values),
    preheader: fillText(words.preheader, values),
    blocks: [
      { kind: 'paragraph', text: fillText(words.asked, values) },
      { kind: 'paragraph', text: fillText(words.moves, values) },
      { kind: 'paragraph', text: words.keep },
      {
        kind: 'action',
        label: words.button,
        url: alertLinks.handover(context.origin, context.language, handover.token),
      },
      { kind: 'paragraph', text: words.release },
    ],
  });
}

/** To the address that asked: the current one kept the alerts; where to turn. */
export function handoverKeptMail(context: AlertMailContext): LaidOutMail {
  const { texts, common } = alertWords(context);
  const words = texts.alertHandoverKept;
  return layOutMail({
    language: context.language,
    operatorName: context.operatorName,
    subject: fillText(words.subject, common),
    preheader: fillText(words.kept, common),
    blocks: [
      { kind: 'paragraph', text: fillText(words.kept, common) },
      { kind: 'paragraph', text: words.help },
      {
        kind: 'action',
        label: words.button,
        url: alertLinks.help(context.origin, context.language),
      },
    ],
  });
}

/** The link that stops every alert of the address (its one-click token). */
export function unsubscribeConfirmationMail(
  context: Pick<AlertMailContext, 'language' | 'operatorName' | 'origin'>,
  unsubscribe: { email: string; oneClickToken: string },
): LaidOutMail {
  const words = mailTexts[context.language].alertUnsubscribeConfirmation;
  const values = { operator: context.operatorName };
  return layOutMail({
    language: context.language,
    operatorName: context.operatorName,
    subject: fillText(words.subject, values),
    preheader: words.preheader,
    blocks: [
      { kind: 'paragraph', text: words.asked },
      { kind: 'paragraph', text: words.confirm },
      {
        kind: 'action',
        label: words.button,
        url: alertLinks.unsubscribePage(
          context.origin,
          context.language,
          unsubscribe.email,
          unsubscribe.oneClickToken,
        ),
      },
      { kind: 'paragraph', text: words.ignore },
    ],
  });
}
