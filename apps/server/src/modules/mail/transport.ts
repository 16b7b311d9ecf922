import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailHeaders } from './list-unsubscribe.ts';
import type { RenderedAttachment } from './renderer.ts';
import type { MailSender } from './sender.ts';

export interface OutgoingMail {
  /** The white-label's sender (sender.ts): its name is encoded by nodemailer, never raw. */
  from: MailSender;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe...), written as given. */
  headers: MailHeaders;
  attachments: RenderedAttachment[];
}

/** Where messages go: an SMTP server, or nowhere (captured: kept in the outbox for /dev/mailbox). */
export interface MailTransport {
  readonly kind: 'smtp' | 'capture';
  /** Resolves once the server accepted the message; rejects otherwise (the job retries). */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A slow or silent SMTP server fails the attempt within about this long per step (connect,
 * greeting, each later reply) instead of nodemailer's minutes; the job retries with backoff.
 */
export const smtpTimeoutMs = 10_000;

/** SMTP through nodemailer: one connection per message (no pool), credentials in the URL. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: false,
    connectionTimeout: smtpTimeoutMs,
    greetingTimeout: smtpTimeoutMs,
    socketTimeout: smtpTimeoutMs,
    dnsTimeout: smtpTimeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers },
        attachments: message.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** Sends nothing: the job marks the message captured and /dev/mailbox shows it. */
export function createCaptureTransport(): MailTransport {
  return {
    kind: 'capture',
    async send() {},
    close() {},
  };
}

/** SMTP when SMTP_URL is set, else capture. */
export function createMailTransport(mail: Config['mail']): MailTransport {
  return mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : createCaptureTransport();
}
