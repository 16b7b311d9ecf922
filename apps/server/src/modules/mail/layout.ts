import type { Language } from '@portico/contract';
import { escapeHtml, httpHref } from './escape.ts';
import { type MailHeaders, oneClickUnsubscribeHeaders } from './list-unsubscribe.ts';
import { fillText, mailTexts } from './texts/mail-texts.ts';

/**
 * The one frame of every e-mail (issue 11 item 2), in HTML and in plain text from the same
 * blocks, so both parts always say the same. The HTML is what mail clients render safely: tables
 * for the layout, inline styles only, no image, no script; every value is escaped (escape.ts).
 */

/** A label and its value, e.g. "Entrée" / "Le Montet Est". */
export interface MailFact {
  label: string;
  value: string;
}

/** What an e-mail says between the greeting and the sign-off. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; facts: readonly MailFact[] }
  | { kind: 'action'; label: string; url: string };

export interface MailLayoutInput {
  language: Language;
  /** The white-label's name: the frame's title and signature. */
  operatorName: string;
  subject: string;
  /** The line mail clients show after the subject in the inbox; hidden in the message. */
  preheader?: string | undefined;
  blocks: readonly MailBlock[];
  /**
   * Alerts only: the unsubscribe page shown in the footer, and the one-click address of the
   * List-Unsubscribe headers.
   */
  unsubscribe?: { pageUrl: string; oneClickUrl: string } | undefined;
}

export interface LaidOutMail {
  subject: string;
  html: string;
  text: string;
  headers: MailHeaders;
}

const font = 'font-family:Arial,Helvetica,sans-serif;';
const colours = {
  page: '#f2f4f7',
  card: '#ffffff',
  border: '#d9dee5',
  brand: '#0b3d6b',
  text: '#1b1b1b',
  muted: '#4a5568',
  link: '#0b4fa8',
};

function htmlParagraph(text: string, margin = '0 0 16px'): string {
  return `<p style="margin:${margin};">${escapeHtml(text)}</p>`;
}

function htmlFacts(facts: readonly MailFact[]): string {
  const cell = `padding:6px 0;border-bottom:1px solid ${colours.border};vertical-align:top;`;
  const rows = facts.map(
    (fact) =>
      `<tr><th scope="row" style="${cell}padding-right:16px;text-align:left;font-weight:bold;">${escapeHtml(fact.label)}</th><td style="${cell}">${escapeHtml(fact.value)}</td></tr>`,
  );
  return `<table cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;${font}font-size:15px;color:${colours.text};">\n${rows.join('\n')}\n</table>`;
}

/** A link drawn as a button that survives clients which drop padding on links (a cell). */
function htmlAction(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:4px;background-color:${colours.link};"><a href="${httpHref(url)}" style="display:inline-block;padding:12px 20px;${font}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(label)}</a></td></tr></table>`;
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return htmlParagraph(block.text);
    case 'facts':
      return htmlFacts(block.facts);
    case 'action':
      return htmlAction(block.label, block.url);
  }
}

function textBlock(block: MailBlock, separator: string): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.facts.map((fact) => `${fact.label}${separator}${fact.value}`).join('\n');
    case 'action':
      return `${block.label}${separator}${block.url}`;
  }
}

/** The message's frame around its blocks, as HTML and plain text, with its headers. */
export function layOutMail(input: MailLayoutInput): LaidOutMail {
  const words = mailTexts[input.language].layout;
  const operator = input.operatorName;
  const sentBy = fillText(words.sentBy, { operator });
  const unsubscribe = input.unsubscribe;
  // A subject is one header line: a line break from data must not start another.
  // eslint-disable-next-line no-control-regex
  const subject = input.subject.replace(/[\x00-\x1f\x7f]+/g, ' ');

  const textParts = [
    words.greeting,
    ...input.blocks.map((block) => textBlock(block, words.labelSeparator)),
    `${words.signOff}\n${operator}`,
    [
      '-- ',
      sentBy,
      ...(unsubscribe
        ? [words.alertReason, `${words.unsubscribe}${words.labelSeparator}${unsubscribe.pageUrl}`]
        : []),
    ].join('\n'),
  ];

  const footer = [
    htmlParagraph(sentBy, '0'),
    unsubscribe
      ? `<p style="margin:8px 0 0;">${escapeHtml(words.alertReason)} <a href="${httpHref(unsubscribe.pageUrl)}" style="color:${colours.link};text-decoration:underline;">${escapeHtml(words.unsubscribe)}</a></p>`
      : '',
  ].join('');

  const preheader = input.preheader
    ? `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(input.preheader)}</div>\n`
    : '';

  const html = `<!doctype html>
<html lang="${escapeHtml(input.language)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colours.page};">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colours.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${colours.card};border:1px solid ${colours.border};border-radius:4px;">
<tr><td style="padding:20px 24px;background-color:${colours.brand};color:#ffffff;${font}font-size:20px;font-weight:bold;line-height:1.3;border-radius:4px 4px 0 0;">${escapeHtml(operator)}</td></tr>
<tr><td style="padding:24px;${font}font-size:16px;line-height:1.5;color:${colours.text};">
${[htmlParagraph(words.greeting), ...input.blocks.map(htmlBlock)].join('\n')}
<p style="margin:24px 0 0;">${escapeHtml(words.signOff)}<br>${escapeHtml(operator)}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colours.border};${font}font-size:13px;line-height:1.5;color:${colours.muted};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return {
    subject,
    html,
    text: `${textParts.join('\n\n')}\n`,
    headers: unsubscribe ? oneClickUnsubscribeHeaders(unsubscribe.oneClickUrl) : {},
  };
}
