import { formatHours } from '../../../shared/formats.ts';
import { type LaidOutMail, layOutMail, type MailBlock } from '../../mail/layout.ts';
import { fillText } from '../../mail/texts/mail-texts.ts';
import { type AlertMailContext, type AlertUnsubscribe, alertWords } from './alert-mail-context.ts';
import { type JourneyFacts, journeyFactRows } from './alert-journey-facts.ts';
import { alertLinks } from './alert-links.ts';

/**
 * The alerts proper, about one journey of the subscribed plate: each with the journey's facts, a
 * link that opens the lookup of the plate, a visible unsubscribe link and the List-Unsubscribe
 * headers (one click, RFC 8058).
 */

function alertMail(
  context: AlertMailContext,
  unsubscribe: AlertUnsubscribe,
  mail: { subject: string; preheader: string; blocks: MailBlock[]; button: string },
): LaidOutMail {
  return layOutMail({
    language: context.language,
    operatorName: context.operatorName,
    subject: mail.subject,
    preheader: mail.preheader,
    blocks: [
      ...mail.blocks,
      {
        kind: 'action',
        label: mail.button,
        url: alertLinks.lookup(
          context.origin,
          context.language,
          context.plate,
          context.countryCode,
        ),
      },
    ],
    unsubscribe: {
      pageUrl: alertLinks.unsubscribePage(
        context.origin,
        context.language,
        unsubscribe.email,
        unsubscribe.oneClickToken,
      ),
      oneClickUrl: alertLinks.oneClick(context.origin, unsubscribe.oneClickToken),
    },
  });
}

/** A journey of the plate was stored: where, when, its class and price, and until when to pay. */
export function passageMail(
  context: AlertMailContext,
  unsubscribe: AlertUnsubscribe,
  facts: JourneyFacts,
): LaidOutMail {
  const { texts, common } = alertWords(context);
  const words = texts.alertPassage;
  const values = { ...common, ...facts };
  return alertMail(context, unsubscribe, {
    subject: fillText(words.subject, values),
    preheader: fillText(words.preheader, values),
    blocks: [
      { kind: 'paragraph', text: fillText(words.passed, values) },
      {
        kind: 'facts',
        facts: [
          ...journeyFactRows(facts, texts.journey),
          { label: texts.journey.price, value: facts.price },
          { label: texts.journey.deadline, value: facts.deadline },
        ],
      },
      { kind: 'paragraph', text: fillText(words.payBefore, values) },
    ],
    button: words.button,
  });
}

/** The journey is still unpaid and its deadline is `hoursLeft` away. */
export function deadlineMail(
  context: AlertMailContext,
  unsubscribe: AlertUnsubscribe,
  facts: JourneyFacts,
  hoursLeft: number,
): LaidOutMail {
  const { texts, common } = alertWords(context);
  const words = texts.alertDeadline;
  const values = { ...common, ...facts, duration: formatHours(hoursLeft, context.language) };
  return alertMail(context, unsubscribe, {
    subject: fillText(words.subject, values),
    preheader: fillText(words.preheader, values),
    blocks: [
      { kind: 'paragraph', text: fillText(words.unpaid, values) },
      {
        kind: 'facts',
        facts: [
          ...journeyFactRows(facts, texts.journey),
          { label: texts.journey.price, value: facts.price },
          { label: texts.journey.deadline, value: facts.deadline },
        ],
      },
      { kind: 'paragraph', text: fillText(words.timeLeft, values) },
      { kind: 'paragraph', text: words.afterDeadline },
    ],
    button: words.button,
  });
}

/** A payment notice was issued for the journey: its number and what it asks for. */
export function noticeMail(
  context: AlertMailContext,
  unsubscribe: AlertUnsubscribe,
  facts: JourneyFacts,
  pvNumber: string,
): LaidOutMail {
  const { texts, common } = alertWords(context);
  const words = texts.alertNotice;
  const values = { ...common, ...facts, pvNumber };
  return alertMail(context, unsubscribe, {
    subject: fillText(words.subject, values),
    preheader: fillText(words.preheader, values),
    blocks: [
      { kind: 'paragraph', text: fillText(words.issued, values) },
      {
        kind: 'facts',
        facts: [
          { label: words.noticeNumber, value: pvNumber },
          ...journeyFactRows(facts, texts.journey),
          { label: words.toll, value: facts.price },
          { label: words.indemnity, value: facts.indemnity },
          { label: words.amount, value: facts.amount },
        ],
      },
      { kind: 'paragraph', text: fillText(words.payIt, values) },
    ],
    button: words.button,
  });
}
