import type { Language } from '@portico/contract';
import type { MailKind, RenderedMail } from '../../db/schema/mail.ts';
import type { MailHeaders } from './list-unsubscribe.ts';

export type { MailKind } from '../../db/schema/mail.ts';

export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message ready to send: what a renderer makes of an outbox row. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments: RenderedAttachment[];
  /** Extra header lines, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: MailHeaders | undefined;
}

/** What a renderer reads: the outbox row, without its delivery columns. */
export interface MailToRender {
  id: number;
  whitelabelId: number | null;
  kind: MailKind;
  recipient: string;
  language: Language;
  payload: Record<string, unknown>;
}

/**
 * Turns an outbox row into its message, at send time (so the row stays small and a renderer bug
 * fails an attempt instead of rolling back what caused the message). The module that enqueues a
 * kind provides its renderer.
 *
 * null: nothing to send any more (what the message was about is gone or changed since it was
 * enqueued, e.g. an alert whose subscription ended or whose journey was paid); the outbox marks
 * the row 'skipped' and never tries it again. A failure to render must throw instead (retried).
 */
export type MailRenderer = (mail: MailToRender) => Promise<MailContent | null>;

export type MailRenderers = Record<MailKind, MailRenderer>;

/** What is kept of a sent or captured message: the parts, and only the size of each attachment. */
export function toRenderedMail(content: MailContent): RenderedMail {
  return {
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: { ...content.headers },
    attachments: content.attachments.map(({ filename, contentType, content: bytes }) => ({
      filename,
      contentType,
      size: bytes.length,
    })),
  };
}

/** The renderer of a row's kind; a kind this build does not know fails the attempt, loudly. */
export function rendererFor(renderers: MailRenderers, kind: string): MailRenderer {
  const renderer: MailRenderer | undefined = Object.hasOwn(renderers, kind)
    ? renderers[kind as MailKind]
    : undefined;
  if (!renderer) throw new Error(`no renderer for mail kind ${JSON.stringify(kind)}`);
  return renderer;
}
