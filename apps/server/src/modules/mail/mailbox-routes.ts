import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import {
  attachmentDisposition,
  attachmentPath,
  htmlPartCsp,
  mailboxCss,
  mailboxListPage,
  mailboxMessagePage,
  mailboxPath,
  messagePath,
  htmlPartPath,
} from './mailbox-page.ts';
import { findMail, listMail, mailToRender, type MailRow } from './outbox.ts';
import { type MailRenderers, rendererFor } from './renderer.ts';
import { senderText, type MailSender } from './sender.ts';

export interface MailboxRoutesOptions {
  db: Database;
  /** To re-render a message for its attachments (their bytes are not stored). */
  renderers: MailRenderers;
  /**
   * Shown as the From header; the outbox does not store it. MAIL_FROM as given, or (the app) the
   * message's white-label's sender (sender.ts), as the job sends it.
   */
  from?: string | ((whitelabelId: number | null) => Promise<MailSender>);
}

const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

const attachmentParams = idParams.extend({
  index: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number),
});

const listQuery = z.object({
  /** Only the messages to this address (browser tests look up their own). */
  recipient: z.string().min(1).max(320).optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .default(200),
});

const listedMailSchema = z.object({
  id: z.number(),
  whitelabelId: z.number().nullable(),
  kind: z.string(),
  recipient: z.string(),
  language: z.string(),
  status: z.enum(['pending', 'sent', 'captured', 'skipped']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  subject: z.string().nullable(),
  /** The message's extra header lines as sent (List-Unsubscribe...); empty when none. */
  headers: z.record(z.string(), z.string()),
  payload: z.record(z.string(), z.unknown()),
  url: z.string(),
  htmlUrl: z.string().nullable(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number(), url: z.string() }),
  ),
});

const mailboxListSchema = z.object({ messages: z.array(listedMailSchema) });

function listedMail(row: MailRow): z.infer<typeof listedMailSchema> {
  return {
    id: row.id,
    whitelabelId: row.whitelabelId,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    subject: row.message?.subject ?? null,
    headers: row.message?.headers ?? {},
    payload: row.payload,
    url: messagePath(row.id),
    htmlUrl: row.message ? htmlPartPath(row.id) : null,
    attachments: (row.message?.attachments ?? []).map((attachment, index) => ({
      ...attachment,
      url: attachmentPath(row.id, index),
    })),
  };
}

const tags = ['dev mailbox'];

/**
 * /dev/mailbox: the e-mails of the outbox, for a laptop without SMTP. The lead registers it only
 * outside production and without SMTP_URL: it shows every message to anyone who can reach it.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (
  app,
  { db, renderers, from },
) => {
  // Messages change as the job runs: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').send(body);

  app.get(
    mailboxPath,
    {
      schema: { summary: 'Mailbox: the outbox, newest first (HTML)', tags, querystring: listQuery },
    },
    async (request, reply) => html(reply, mailboxListPage(await listMail(db, request.query))),
  );

  app.get(
    `${mailboxPath}.json`,
    {
      schema: {
        summary: 'Mailbox: the outbox, newest first',
        tags,
        querystring: listQuery,
        response: { 200: mailboxListSchema },
      },
    },
    async (request) => ({ messages: (await listMail(db, request.query)).map(listedMail) }),
  );

  app.get(
    `${mailboxPath}.css`,
    { schema: { summary: "Mailbox: the pages' stylesheet", tags } },
    async (_request, reply) => reply.type('text/css; charset=utf-8').send(mailboxCss),
  );

  app.get(
    `${mailboxPath}/:id`,
    { schema: { summary: 'Mailbox: one message (HTML)', tags, params: idParams } },
    async (request, reply) => {
      const row = await findMail(db, request.params.id);
      if (!row) return reply.callNotFound();
      const sender = typeof from === 'function' ? senderText(await from(row.whitelabelId)) : from;
      return html(reply, mailboxMessagePage(row, sender === undefined ? {} : { from: sender }));
    },
  );

  app.get(
    `${mailboxPath}/:id/html`,
    { schema: { summary: "Mailbox: a message's HTML part, sandboxed", tags, params: idParams } },
    async (request, reply) => {
      const row = await findMail(db, request.params.id);
      if (!row?.message) return reply.callNotFound();
      // In place of the portal's policy, for this answer only (see htmlPartCsp).
      reply.header('content-security-policy', htmlPartCsp);
      return html(reply, row.message.html);
    },
  );

  app.get(
    `${mailboxPath}/:id/attachments/:index`,
    {
      schema: {
        summary: "Mailbox: a message's attachment, rendered again",
        tags,
        params: attachmentParams,
      },
    },
    async (request, reply) => {
      const row = await findMail(db, request.params.id);
      if (!row) return reply.callNotFound();
      const content = await rendererFor(renderers, row.kind)(mailToRender(row));
      const attachment = content?.attachments[request.params.index];
      if (!attachment) return reply.callNotFound();
      return reply
        .type(attachment.contentType)
        .header('content-disposition', attachmentDisposition(attachment.filename))
        .send(attachment.content);
    },
  );
};
