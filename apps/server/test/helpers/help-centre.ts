import { randomBytes } from 'node:crypto';
import { whitelabelHostHeader } from '@portico/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import type { DemoHelpCentre, DemoHelpNode } from '../../src/db/seed/demo-types.ts';
import { seedHelpCentre } from '../../src/db/seed/seed-help.ts';
import { articleSeed, createTenant, inAllLanguages, type TenantFixture } from './factories.ts';

/**
 * A tenant with a small help centre of its own: two categories (one article with two paragraphs
 * and a link; one article), and an assistant ROOT -> question -> text and form, plus a form at the
 * top that needs a file.
 */
export async function createHelpTenant(
  db: Database,
  { supportEmail = 'desk@support.test.example' }: { supportEmail?: string | null } = {},
): Promise<TenantFixture & { help: DemoHelpCentre }> {
  const tenant = await createTenant(db, {
    articles: [
      articleSeed('legal-notice'),
      articleSeed('first-article'),
      articleSeed('second-article'),
      articleSeed('peage-etranger', {
        title: { ...inAllLanguages('Péage à l’étranger'), fr: 'Véhicule ÉTRANGER et péage' },
        content: inAllLanguages('First paragraph about foreign plates.\n\nSecond paragraph.'),
        catchphrase: inAllLanguages('Foreign plates'),
      }),
      articleSeed('refunds', {
        title: inAllLanguages('Refunds'),
        content: inAllLanguages('Money back after a duplicated payment.'),
      }),
    ],
    faq: {
      categories: [
        { id: 'payment', title: inAllLanguages('Payment'), icon: 'payment' },
        { id: 'account', title: inAllLanguages('Account'), icon: 'account' },
      ],
    },
  });
  const nodes: DemoHelpNode[] = [
    { id: 'root', parentId: null, kind: 'ROOT', label: inAllLanguages('Root') },
    {
      id: 'pay-question',
      parentId: 'root',
      kind: 'QUESTION',
      label: inAllLanguages('Payment?'),
      categoryId: 'payment',
    },
    {
      id: 'pay-text',
      parentId: 'pay-question',
      kind: 'TEXT',
      label: inAllLanguages('Why?'),
      text: inAllLanguages('Because.'),
    },
    {
      id: 'pay-article',
      parentId: 'pay-question',
      kind: 'ARTICLE',
      label: inAllLanguages('Refund?'),
      articleId: 'refunds',
    },
    {
      id: 'pay-form',
      parentId: 'pay-question',
      kind: 'ACTION',
      label: inAllLanguages('Write'),
      form: {
        title: inAllLanguages('Payment form'),
        fields: [
          {
            name: 'plate',
            label: inAllLanguages('Plate'),
            type: 'plate',
            required: true,
            maxLength: 20,
          },
          {
            name: 'day',
            label: inAllLanguages('Day'),
            type: 'date',
            required: false,
            maxLength: 10,
          },
          {
            name: 'problem',
            label: inAllLanguages('Problem'),
            type: 'select',
            required: false,
            maxLength: 20,
            options: [{ value: 'wrong-amount', label: inAllLanguages('Wrong amount') }],
          },
        ],
        attachments: { allowed: true, mandatory: false },
      },
    },
    {
      id: 'proof-form',
      parentId: 'root',
      kind: 'ACTION',
      label: inAllLanguages('Send a proof'),
      form: {
        title: inAllLanguages('Proof'),
        fields: [],
        attachments: { allowed: true, mandatory: true },
      },
    },
    {
      id: 'no-files-form',
      parentId: 'root',
      kind: 'ACTION',
      label: inAllLanguages('No files'),
      form: {
        title: inAllLanguages('Plain'),
        fields: [],
        attachments: { allowed: false, mandatory: false },
      },
    },
  ];
  const help: DemoHelpCentre = {
    entries: [
      { categoryId: 'payment', kind: 'ARTICLE', articleId: 'peage-etranger' },
      {
        categoryId: 'payment',
        kind: 'URL',
        id: 'operator-site',
        title: inAllLanguages('Operator site'),
        url: 'https://example.org/',
        urlOpenNewTab: true,
      },
      { categoryId: 'account', kind: 'ARTICLE', articleId: 'refunds' },
    ],
    nodes,
    supportEmail,
  };
  await seedHelpCentre(db, tenant.id, help);
  return { ...tenant, help };
}

export interface ContactFileInput {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  files: readonly ContactFileInput[] = [],
): { payload: Buffer; contentType: string } {
  const boundary = `----portico${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface ContactSendOptions {
  files?: readonly ContactFileInput[];
  captchaToken?: string;
  language?: string;
  /** The lookup's sessionId, as the web sends it when it has one. */
  sessionId?: string;
  /** A signed-in account's access token. */
  token?: string;
  /** The client's address (inject's default is 127.0.0.1). */
  remoteAddress?: string;
}

/** POST /whitelabels/contact with a `request` part and files. */
export function postContact(
  app: FastifyInstance,
  host: string,
  request: unknown,
  {
    files = [],
    captchaToken,
    language = 'fr',
    sessionId,
    token,
    remoteAddress,
  }: ContactSendOptions,
) {
  const { payload, contentType } = multipartBody(
    { request: typeof request === 'string' ? request : JSON.stringify(request) },
    files,
  );
  return app.inject({
    method: 'POST',
    url: '/services/v1/whitelabels/contact',
    query: {
      ...(captchaToken === undefined ? {} : { captchaToken }),
      ...(sessionId === undefined ? {} : { sessionId }),
    },
    headers: {
      [whitelabelHostHeader]: host,
      'content-type': contentType,
      'accept-language': language,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    payload,
  });
}

/** Merges `value` into the tenant's settings document under `key`. */
export async function setTenantSetting(
  db: Database,
  whitelabelId: number,
  key: string,
  value: unknown,
): Promise<void> {
  await db.execute(
    sql`update whitelabels set settings = settings || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)
        where id = ${whitelabelId}`,
  );
}

/** The smallest PDF header the sniffing accepts, padded. */
export const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n'), Buffer.alloc(64, 0x20)]);
