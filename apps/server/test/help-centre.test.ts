import {
  contactFormSchema,
  contactReferencePattern,
  contactSentSchema,
  contentNodeSchema,
  faqArticleSchema,
  faqCategorySchema,
  helpSearchResponseSchema,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contactRequestAttachments,
  contactRequests,
  faqEntries,
  helpNodes,
  mailOutbox,
} from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import { inAllLanguages } from './helpers/factories.ts';
import { createHelpTenant, pdfBytes, postContact } from './helpers/help-centre.ts';
import { expectError, getRoute } from './helpers/requests.ts';

/** Issue 14 items 1 and 3: the help categories, articles, search, assistant and contact form. */
const config = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } });
const app = useApp(config);
const db = () => app().database.db;
const captcha = () => solvedCaptchaToken(config);

describe('help categories and articles', () => {
  it('lists a category’s articles and links in order, in the request language', async () => {
    const tenant = await createHelpTenant(db());
    const response = await getRoute(app(), 'faqCategory', {
      params: { id: 'payment' },
      tenantHost: tenant.host,
      query: { lang: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(faqCategorySchema.parse(response.json())).toEqual({
      id: 'payment',
      title: 'Payment (en)',
      articles: [
        {
          id: 'peage-etranger',
          title: 'Péage à l’étranger (en)',
          articleType: 'ARTICLE',
          url: null,
          urlOpenNewTab: false,
        },
        {
          id: 'operator-site',
          title: 'Operator site (en)',
          articleType: 'URL',
          url: 'https://example.org/',
          urlOpenNewTab: true,
        },
      ],
    });
  });

  it('answers an article’s first paragraph as its extract', async () => {
    const tenant = await createHelpTenant(db());
    const response = await getRoute(app(), 'faqArticle', {
      params: { id: 'peage-etranger' },
      tenantHost: tenant.host,
      query: { lang: 'it' },
    });
    expect(faqArticleSchema.parse(response.json())).toEqual({
      id: 'peage-etranger',
      title: 'Péage à l’étranger (it)',
      extract: 'First paragraph about foreign plates. (it)'.replace(' (it)', ''),
      catchphrase: 'Foreign plates (it)',
    });
  });

  it('refuses unknown ids, bad ids and another white-label’s content', async () => {
    const tenant = await createHelpTenant(db());
    const other = await createHelpTenant(db());
    expectError(
      await getRoute(app(), 'faqCategory', { params: { id: 'nope' }, tenantHost: tenant.host }),
      404,
      'faq_category_not_found',
    );
    expectError(
      await getRoute(app(), 'faqArticle', {
        params: { id: 'legal-notice' },
        tenantHost: tenant.host,
      }),
      404,
      'article_not_found',
    );
    expectError(
      await getRoute(app(), 'faqCategory', { params: { id: 'Bad Id' }, tenantHost: tenant.host }),
      400,
      'invalid_request',
    );
    expectError(
      await getRoute(app(), 'faqCategory', { params: { id: 'a\u0000b' }, tenantHost: tenant.host }),
      400,
      'invalid_request',
    );
    expectError(
      await getRoute(app(), 'faqCategory', {
        params: { id: 'a'.repeat(101) },
        tenantHost: tenant.host,
      }),
      400,
      'invalid_request',
    );
    // Same ids exist in the other tenant; removing them there must not change this one's answer.
    await db().delete(contactRequests).where(eq(contactRequests.whitelabelId, other.id));
    const demo = await getRoute(app(), 'faqCategory', { params: { id: 'payment' } });
    expectError(demo, 404, 'faq_category_not_found');
  });
});

describe('GET /whitelabels/helpcenter/faq/search', () => {
  const search = (host: string, q: string, lang = 'fr') =>
    getRoute(app(), 'faqSearch', { tenantHost: host, query: { q, lang } });

  it('finds articles ignoring accents and case, titles first, with their category', async () => {
    const tenant = await createHelpTenant(db());
    const response = await search(tenant.host, 'etranger PEAGE');
    expect(response.statusCode).toBe(200);
    const { results } = helpSearchResponseSchema.parse(response.json());
    expect(results.map((result) => result.id)).toEqual(['peage-etranger']);
    expect(results[0]).toMatchObject({
      categoryId: 'payment',
      categoryTitle: 'Payment (fr)',
      articleType: 'ARTICLE',
    });
    const body = helpSearchResponseSchema.parse((await search(tenant.host, 'duplicated')).json());
    expect(body.results.map((result) => result.id)).toEqual(['refunds']);
    expect(
      helpSearchResponseSchema.parse((await search(tenant.host, 'zzzz')).json()).results,
    ).toEqual([]);
  });

  it('searches the demo in five languages and caps the results at 10', async () => {
    for (const [lang, q] of [
      ['fr', 'péage'],
      ['en', 'notice'],
      ['de', 'Maut'],
      ['it', 'avviso'],
      ['es', 'peaje'],
    ] as const) {
      const { results } = helpSearchResponseSchema.parse(
        (await search('localhost', q, lang)).json(),
      );
      expect(results.length, `${lang} ${q}`).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(10);
    }
  });

  it('refuses a query too short, too long or with a NUL', async () => {
    const tenant = await createHelpTenant(db());
    expectError(await search(tenant.host, 'a'), 400, 'invalid_request');
    expectError(await search(tenant.host, 'a'.repeat(101)), 400, 'invalid_request');
    expectError(await search(tenant.host, 'ab\u0000'), 400, 'invalid_request');
  });
});

describe('the assistant', () => {
  it('lists the contact form’s entries, walks nodes and starts a category’s assistant', async () => {
    const tenant = await createHelpTenant(db());
    const entries = contactFormSchema.parse(
      (
        await getRoute(app(), 'contactForm', { tenantHost: tenant.host, query: { lang: 'en' } })
      ).json(),
    );
    expect(entries.contactFormEntries).toEqual([
      { id: 'pay-question', kind: 'QUESTION', label: 'Payment? (en)' },
      { id: 'proof-form', kind: 'ACTION', label: 'Send a proof (en)' },
      { id: 'no-files-form', kind: 'ACTION', label: 'No files (en)' },
    ]);
    const question = contentNodeSchema.parse(
      (
        await getRoute(app(), 'faqCategorySmartform', {
          params: { id: 'payment' },
          tenantHost: tenant.host,
          query: { lang: 'en' },
        })
      ).json(),
    );
    expect(question.id).toBe('pay-question');
    expect(question.children.map((child) => child.kind)).toEqual(['TEXT', 'ARTICLE', 'ACTION']);
    const article = contentNodeSchema.parse(
      (
        await getRoute(app(), 'smartform', {
          params: { id: 'pay-article' },
          tenantHost: tenant.host,
          query: { lang: 'en' },
        })
      ).json(),
    );
    expect(article).toMatchObject({
      articleId: 'refunds',
      text: 'Money back after a duplicated payment. (en)',
      form: null,
    });
    const action = contentNodeSchema.parse(
      (
        await getRoute(app(), 'smartform', {
          params: { id: 'pay-form' },
          tenantHost: tenant.host,
          query: { lang: 'en' },
        })
      ).json(),
    );
    expect(action.form?.fields.map((field) => field.name)).toEqual(['plate', 'day', 'problem']);
    expect(action.form?.fields[2]?.options).toEqual([
      { value: 'wrong-amount', label: 'Wrong amount (en)' },
    ]);
    expectError(
      await getRoute(app(), 'faqCategorySmartform', {
        params: { id: 'account' },
        tenantHost: tenant.host,
      }),
      404,
      'smartform_not_found',
    );
    // Another white-label's nodes are invisible.
    expectError(
      await getRoute(app(), 'smartform', { params: { id: 'pay-form' } }),
      404,
      'smartform_not_found',
    );
  });

  it('answers an empty contact form for a white-label without an assistant', async () => {
    const tenant = await createHelpTenant(db());
    await seedEmpty(tenant.id);
    const body = contactFormSchema.parse(
      (await getRoute(app(), 'contactForm', { tenantHost: tenant.host })).json(),
    );
    expect(body.contactFormEntries).toEqual([]);
  });
});

describe('seeding a help centre again', () => {
  it('updates what changed, leaves the rest untouched and removes what it no longer lists', async () => {
    const tenant = await createHelpTenant(db());
    const rowsOf = async () => ({
      entries: await db()
        .select()
        .from(faqEntries)
        .where(eq(faqEntries.whitelabelId, tenant.id))
        .orderBy(faqEntries.id),
      nodes: await db()
        .select()
        .from(helpNodes)
        .where(eq(helpNodes.whitelabelId, tenant.id))
        .orderBy(helpNodes.id),
    });
    const before = await rowsOf();
    const { seedHelpCentre } = await import('../src/db/seed/seed-help.ts');
    await seedHelpCentre(db(), tenant.id, {
      ...tenant.help,
      entries: tenant.help.entries.filter((entry) => entry.kind !== 'URL'),
      nodes: tenant.help.nodes
        .filter((node) => node.id !== 'pay-text')
        .map((node) =>
          node.id === 'no-files-form' ? { ...node, label: inAllLanguages('Other') } : node,
        ),
    });
    const after = await rowsOf();
    expect(before.entries.map((row) => row.id)).toContain('operator-site');
    expect(after.entries.map((row) => row.id)).toEqual(
      before.entries.filter((row) => row.id !== 'operator-site').map((row) => row.id),
    );
    expect(after.nodes.map((row) => row.id)).toEqual(
      before.nodes.filter((row) => row.id !== 'pay-text').map((row) => row.id),
    );
    const node = (rows: typeof after.nodes, id: string) => rows.find((row) => row.id === id);
    expect(node(after.nodes, 'no-files-form')?.label).toEqual(inAllLanguages('Other'));
    // pay-article moved up where pay-text was; the root's children kept their places and rows.
    expect(node(after.nodes, 'pay-article')?.position).toBe(
      (node(before.nodes, 'pay-article')?.position ?? 0) - 1,
    );
    expect(node(after.nodes, 'proof-form')).toEqual(node(before.nodes, 'proof-form'));
    expect(after.entries.find((row) => row.articleId === 'refunds')).toEqual(
      before.entries.find((row) => row.articleId === 'refunds'),
    );
  });
});

async function seedEmpty(whitelabelId: number) {
  const { seedHelpCentre } = await import('../src/db/seed/seed-help.ts');
  await seedHelpCentre(db(), whitelabelId, { entries: [], nodes: [], supportEmail: null });
}

describe('POST /whitelabels/contact', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    nodeId: 'pay-form',
    email: 'driver@example.org',
    message: 'I paid twice on 3 March.',
    fields: { plate: 'AB-123-CD', day: '2026-03-03', problem: 'wrong-amount' },
    ...overrides,
  });

  it('stores the request with its file, answers a reference and e-mails both parties', async () => {
    const tenant = await createHelpTenant(db());
    const response = await postContact(app(), tenant.host, request(), {
      captchaToken: captcha(),
      language: 'de',
      files: [{ filename: 'proof.pdf', contentType: 'application/pdf', content: pdfBytes }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = contactSentSchema.parse(response.json());
    expect(reference).toMatch(contactReferencePattern);
    const [stored] = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.reference, reference));
    expect(stored).toMatchObject({
      whitelabelId: tenant.id,
      nodeId: 'pay-form',
      topic: 'Payment form (de)',
      language: 'de',
      fields: [
        { name: 'plate', label: 'Plate (de)', value: 'AB-123-CD' },
        { name: 'day', label: 'Day (de)', value: '2026-03-03' },
        { name: 'problem', label: 'Problem (de)', value: 'Wrong amount (de)' },
      ],
    });
    const files = await db()
      .select()
      .from(contactRequestAttachments)
      .where(eq(contactRequestAttachments.requestId, stored?.id ?? 0));
    expect(files.map((file) => [file.filename, file.contentType, file.size])).toEqual([
      ['proof.pdf', 'application/pdf', pdfBytes.length],
    ]);

    await app().services.mail.idle();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.whitelabelId, tenant.id));
    const byKind = new Map(mails.map((mail) => [mail.kind, mail]));
    expect(byKind.get('contact_acknowledgment')).toMatchObject({
      recipient: 'driver@example.org',
      language: 'de',
    });
    expect(byKind.get('contact_notification')).toMatchObject({
      recipient: 'desk@support.test.example',
      language: 'fr',
    });
    const renderers = app().services.mailRenderers;
    const ack = await renderers.contact_acknowledgment({
      ...mailRow(byKind.get('contact_acknowledgment')),
    });
    expect(ack?.subject).toContain(reference);
    expect(ack?.text).toContain(reference);
    const note = await renderers.contact_notification({
      ...mailRow(byKind.get('contact_notification')),
    });
    expect(note?.subject).toContain(reference);
    expect(note?.text).toContain('I paid twice on 3 March.');
    expect(note?.attachments.map((file) => file.filename)).toEqual(['proof.pdf']);
  });

  it('refuses bad forms with the contract’s codes, before using the captcha', async () => {
    const tenant = await createHelpTenant(db());
    const token = captcha();
    const post = (body: unknown, files = [] as Parameters<typeof postContact>[3]['files']) =>
      postContact(app(), tenant.host, body, { captchaToken: token, files: files ?? [] });
    expectError(await post(request({ nodeId: 'pay-question' })), 404, 'smartform_not_found');
    expectError(await post(request({ nodeId: 'unknown' })), 404, 'smartform_not_found');
    expectError(await post(request({ fields: { day: '2026-03-03' } })), 400, 'required');
    expectError(
      await post(request({ fields: { plate: 'AB1', extra: 'x' } })),
      400,
      'invalid_request',
    );
    expectError(
      await post(request({ fields: { plate: 'AB1', problem: 'not-offered' } })),
      400,
      'invalid_request',
    );
    expectError(
      await post(request({ fields: { plate: 'AB1', day: '2026-02-30' } })),
      400,
      'invalid_request',
    );
    expectError(await post(request({ fields: { plate: 'A'.repeat(21) } })), 400, 'invalid_request');
    expectError(await post(request({ message: 'x'.repeat(4001) })), 400, 'invalid_request');
    expectError(await post(request({ message: 'nul \u0000 inside' })), 400, 'invalid_request');
    expectError(await post(request({ email: 'not-an-address' })), 400, 'invalid_request');
    expectError(await post('{not json'), 400, 'invalid_request');
    expectError(
      await post(request({ nodeId: 'proof-form', fields: {} })),
      400,
      'mandatory_attachment_missing',
    );
    expectError(
      await post(request({ nodeId: 'no-files-form', fields: {} }), [
        { filename: 'a.pdf', contentType: 'application/pdf', content: pdfBytes },
      ]),
      400,
      'invalid_request',
    );
    expectError(
      await post(request(), [
        {
          filename: 'virus.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('MZ\u0090\u0000 an exe renamed'),
        },
      ]),
      400,
      'mime_type_not_valid',
    );
    expectError(
      await post(request(), [
        {
          filename: 'big.pdf',
          contentType: 'application/pdf',
          content: Buffer.concat([pdfBytes, Buffer.alloc(5 * 1024 * 1024)]),
        },
      ]),
      413,
      'claim_files_toobig_contact',
    );
    // None of the refusals used the captcha: it still works once.
    expect((await post(request())).statusCode).toBe(201);
    expectError(await post(request()), 403, 'captcha_invalid');
    const stored = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.whitelabelId, tenant.id));
    expect(stored).toHaveLength(1);
  });

  it('needs a captcha and refuses another white-label’s node', async () => {
    const tenant = await createHelpTenant(db());
    expectError(await postContact(app(), tenant.host, request(), {}), 400, 'captcha_mandatory');
    expectError(
      await postContact(app(), 'localhost', request(), { captchaToken: captcha() }),
      404,
      'smartform_not_found',
    );
  });

  it('acknowledges the visitor even when the white-label has no support address', async () => {
    const tenant = await createHelpTenant(db(), { supportEmail: null });
    const response = await postContact(app(), tenant.host, request(), { captchaToken: captcha() });
    expect(response.statusCode).toBe(201);
    const kinds = await db()
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.whitelabelId, tenant.id)));
    expect(kinds.map((row) => row.kind)).toEqual(['contact_acknowledgment']);
  });
});

function mailRow(row: typeof mailOutbox.$inferSelect | undefined) {
  if (!row) throw new Error('no such e-mail');
  return {
    id: row.id,
    whitelabelId: row.whitelabelId,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    payload: row.payload,
  };
}
