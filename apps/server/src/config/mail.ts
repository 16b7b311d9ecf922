import { z } from 'zod';
import { booleanText, variable } from './variable.ts';

/** E-mail: the SMTP relay, or capture on purpose, and the sender. */
export const mailVariables = {
  SMTP_URL: variable({
    secret: 'url',
    description:
      'SMTP server the e-mails go through (smtp:// or smtps://, credentials in the URL). Unset: messages are captured in the database and shown at /dev/mailbox (outside production); production refuses to start without it unless MAIL_CAPTURE=true.',
    defaultValue: undefined,
    expected: 'an smtp:// or smtps:// URL',
    schema: z.string().regex(/^smtps?:\/\/\S+$/),
  }),
  MAIL_CAPTURE: variable({
    description:
      'Production only: keep the e-mails in the database (captured, never sent) when SMTP_URL is unset, on purpose (a staging server with no mail relay). Without it, production without SMTP_URL refuses to start: drivers would get no receipts and no account codes.',
    defaultValue: 'false',
    expected: 'true or false',
    schema: booleanText,
  }),
  MAIL_FROM: variable({
    description: 'Sender of the e-mails (From header).',
    defaultValue: 'Portico <no-reply@portico.localhost>',
    expected: 'an address, optionally with a display name: Name <address>',
    schema: z.string().regex(/^([^<>\r\n]+<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/),
  }),
} as const;
