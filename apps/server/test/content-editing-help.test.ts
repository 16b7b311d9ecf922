import {
  type AssistantContent,
  type AssistantNodeDraft,
  type ContentItem,
  type ContentItemList,
  type ContentRevision,
  emptyLocalized,
  type HelpCategoryContent,
  type HelpContent,
  languages,
  type SmartformDraft,
} from '@portico/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedHelpCentre } from '../src/db/seed/seed-help.ts';
import { useApp } from './helpers/build-app.ts';
import { inAllLanguages } from './helpers/factories.ts';
import { expectError, getRoute } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * The help centre in the console's content editing (issue 28 item 10): the help page's cover and
 * categories (`help/main`) and a category's entries (`help-category/<id>`), published into the
 * live tables, the public help API showing them at once though it cached them for 60 seconds,
 * and the walls (a category still in use, an article missing or in another category, a link
 * without a language, a category that does not exist).
 */
const now = new Date();
const app = useApp(
  { publicOrigin: 'https://portal.test.example', contentCacheMs: 60_000 },
  { clock: () => now },
);
const db = () => app().database.db;

type Editor = Awaited<ReturnType<typeof signedInStaff>>;

const everywhere = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, `${text} (${language})`])) as Record<
    (typeof languages)[number],
    string
  >;

async function saveDraft(editor: Editor, params: { kind: string; key: string }, document: unknown) {
  const saved = await editor.call('PUT', 'saveContentDraft', { params, body: { document } });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<ContentRevision>().id;
}

const publish = async (editor: Editor, params: { kind: string; key: string }, document: unknown) =>
  editor.call('POST', 'publishContent', {
    params,
    body: { revisionId: await saveDraft(editor, params, document) },
  });

async function publishOk(editor: Editor, params: { kind: string; key: string }, document: unknown) {
  const published = await publish(editor, params, document);
  expect(published.statusCode, published.body).toBe(200);
  return published.json<ContentItem>();
}

const publicHelp = async (
  editor: Editor,
  name: 'faq' | 'faqCategory' | 'contactForm' | 'smartform' | 'faqCategorySmartform',
  language: string,
  params?: Record<string, string>,
) => {
  const response = await getRoute(app(), name, {
    ...(params ? { params } : {}),
    query: { lang: language },
    tenantHost: editor.tenant.host,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
};

const helpPage = { kind: 'help', key: 'main' };

describe('content editing: the help page', () => {
  it('publishes the cover and reordered, renamed and new categories, shown at once', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    // Read (and cached for 60 seconds) before.
    expect(await publicHelp(editor, 'faq', 'de')).toMatchObject({
      title: 'Help centre (de)',
      categories: [{ id: 'payment' }, { id: 'account' }],
    });
    const read = await editor.call('GET', 'contentItem', { params: helpPage });
    const live = read.json<ContentItem>().live as HelpContent;
    expect(live.categories.map(({ id, icon }) => [id, icon])).toEqual([
      ['payment', 'payment'],
      ['account', 'account'],
    ]);
    const [payment, account] = live.categories;
    if (!payment || !account) throw new Error('seeded categories missing');

    const item = await publishOk(editor, helpPage, {
      title: everywhere('How can we help?'),
      subtitle: everywhere('Answers first'),
      categories: [
        account,
        { id: 'tolls', title: everywhere('Tolls'), icon: 'road' },
        { ...payment, title: everywhere('Paying') },
      ],
    } satisfies HelpContent);
    expect((item.live as HelpContent).categories.map(({ id }) => id)).toEqual([
      'account',
      'tolls',
      'payment',
    ]);
    expect(await publicHelp(editor, 'faq', 'de')).toMatchObject({
      title: 'How can we help? (de)',
      subtitle: 'Answers first (de)',
      categories: [
        { id: 'account' },
        { id: 'tolls', title: 'Tolls (de)', icon: 'road' },
        { id: 'payment', title: 'Paying (de)' },
      ],
    });
    // The new category's entries are an item of their own now.
    const categories = await editor.call('GET', 'contentItems', {
      params: { kind: 'help-category' },
    });
    expect(categories.json<ContentItemList>().items.map(({ key }) => key)).toEqual([
      'account',
      'tolls',
      'payment',
    ]);
  });

  it('removes an empty category, and refuses one with entries or assistant steps', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    await seedHelpCentre(db(), editor.tenant.id, {
      entries: [{ categoryId: 'payment', kind: 'ARTICLE', articleId: 'first-article' }],
      nodes: [
        { id: 'root', parentId: null, kind: 'ROOT', label: inAllLanguages('Root') },
        {
          id: 'account-question',
          parentId: 'root',
          kind: 'QUESTION',
          label: inAllLanguages('Account?'),
          categoryId: 'account',
        },
      ],
      supportEmail: null,
    });
    const live = (await editor.call('GET', 'contentItem', { params: helpPage })).json<ContentItem>()
      .live as HelpContent;
    const refused = await publish(editor, helpPage, { ...live, categories: [] });
    expectError(refused, 409, 'help_category_in_use');
    expect(refused.json<{ details: unknown[] }>().details).toEqual([
      { path: 'categories.payment', code: 'has_entries' },
      { path: 'categories.account', code: 'has_assistant_steps' },
    ]);
    // Nothing of the refused publication reached visitors.
    expect(await publicHelp(editor, 'faq', 'en')).toMatchObject({
      categories: [{ id: 'payment' }, { id: 'account' }],
    });

    const emptied = await publishOk(
      editor,
      { kind: 'help-category', key: 'payment' },
      { entries: [] },
    );
    expect(emptied.live).toEqual({ entries: [] });
    const account = live.categories.filter(({ id }) => id === 'account');
    await publishOk(editor, helpPage, { ...live, categories: account });
    expect(await publicHelp(editor, 'faq', 'en')).toMatchObject({
      categories: [{ id: 'account' }],
    });
    expectError(
      await editor.call('GET', 'contentItem', {
        params: { kind: 'help-category', key: 'payment' },
      }),
      404,
      'content_not_found',
    );
  });

  it('refuses a category id twice and an icon the portal does not draw', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const category = { id: 'twice', title: everywhere('Twice'), icon: 'road' };
    for (const categories of [[category, category], [{ ...category, icon: 'rocket' }]]) {
      const saved = await editor.call('PUT', 'saveContentDraft', {
        params: helpPage,
        body: { document: { title: everywhere('Help'), subtitle: everywhere(''), categories } },
      });
      expectError(saved, 400, 'invalid_request');
    }
  });
});

describe('content editing: a help category’s entries', () => {
  it('replaces the entries with an article and a link, shown at once in order', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const params = { kind: 'help-category', key: 'payment' };
    expect(await publicHelp(editor, 'faqCategory', 'it', { id: 'payment' })).toMatchObject({
      articles: [],
    });
    const read = await editor.call('GET', 'contentItem', { params });
    expect(read.json<ContentItem>()).toMatchObject({ live: { entries: [] }, draft: null });

    const document: HelpCategoryContent = {
      entries: [
        {
          kind: 'URL',
          title: everywhere('Operator site'),
          url: 'https://example.org/help',
          urlOpenNewTab: true,
        },
        { kind: 'ARTICLE', articleId: 'second-article' },
      ],
    };
    const item = await publishOk(editor, params, document);
    expect(item.live).toEqual(document);
    expect(await publicHelp(editor, 'faqCategory', 'it', { id: 'payment' })).toMatchObject({
      articles: [
        { articleType: 'URL', title: 'Operator site (it)', url: 'https://example.org/help' },
        { articleType: 'ARTICLE', id: 'second-article', title: 'Title of second-article (it)' },
      ],
    });

    // Reordered: the whole list is replaced.
    await publishOk(editor, params, { entries: [...document.entries].reverse() });
    const reordered = await publicHelp(editor, 'faqCategory', 'it', { id: 'payment' });
    expect(
      (reordered.articles as { articleType: string }[]).map((entry) => entry.articleType),
    ).toEqual(['ARTICLE', 'URL']);
  });

  it('refuses a missing article, one in another category, a link without German', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const payment = { kind: 'help-category', key: 'payment' };
    const account = { kind: 'help-category', key: 'account' };
    await publishOk(editor, account, {
      entries: [{ kind: 'ARTICLE', articleId: 'first-article' }],
    });

    const missing = await publish(editor, payment, {
      entries: [{ kind: 'ARTICLE', articleId: 'no-such-article' }],
    });
    expectError(missing, 400, 'help_entry_article_missing');
    const taken = await publish(editor, payment, {
      entries: [{ kind: 'ARTICLE', articleId: 'first-article' }],
    });
    expectError(taken, 409, 'help_entry_article_taken');
    expect(taken.json<{ details: unknown[] }>().details).toEqual([
      { path: 'entries.first-article', code: 'in:account' },
    ]);
    const incomplete = await publish(editor, payment, {
      entries: [
        { kind: 'ARTICLE', articleId: 'second-article' },
        {
          kind: 'URL',
          title: { ...everywhere('Link'), de: ' ' },
          url: '/free-flow',
          urlOpenNewTab: false,
        },
      ],
    });
    expectError(incomplete, 400, 'content_incomplete');
    expect(incomplete.json<{ details: unknown[] }>().details).toEqual([
      { path: 'entries.1.title.de', code: 'missing' },
    ]);
    expect(await publicHelp(editor, 'faqCategory', 'en', { id: 'payment' })).toMatchObject({
      articles: [],
    });

    expectError(
      await editor.call('PUT', 'saveContentDraft', {
        params: { kind: 'help-category', key: 'no-such-category' },
        body: { document: { entries: [] } },
      }),
      404,
      'content_not_found',
    );
    const twice = await editor.call('PUT', 'saveContentDraft', {
      params: payment,
      body: {
        document: {
          entries: [
            { kind: 'ARTICLE', articleId: 'second-article' },
            { kind: 'ARTICLE', articleId: 'second-article' },
          ],
        },
      },
    });
    expectError(twice, 400, 'invalid_request');
  });
});

describe('content editing: the assistant’s tree', () => {
  const assistant = { kind: 'assistant', key: 'main' };
  const seedAssistant = (editor: Editor) =>
    seedHelpCentre(db(), editor.tenant.id, {
      entries: [],
      nodes: [
        { id: 'root', parentId: null, kind: 'ROOT', label: inAllLanguages('Root') },
        { id: 'billing', parentId: 'root', kind: 'QUESTION', label: inAllLanguages('Billing?') },
        {
          id: 'why',
          parentId: 'billing',
          kind: 'TEXT',
          label: inAllLanguages('Why?'),
          text: inAllLanguages('Because.'),
        },
        { id: 'other', parentId: 'root', kind: 'QUESTION', label: inAllLanguages('Other?') },
      ],
      supportEmail: null,
    });

  it('publishes the steps’ labels and texts, shown at once, the tree depth-first', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    await seedAssistant(editor);
    expect(await publicHelp(editor, 'contactForm', 'es')).toEqual({
      contactFormEntries: [
        { id: 'billing', kind: 'QUESTION', label: 'Billing? (es)' },
        { id: 'other', kind: 'QUESTION', label: 'Other? (es)' },
      ],
    });
    const live = (
      await editor.call('GET', 'contentItem', { params: assistant })
    ).json<ContentItem>().live as AssistantContent;
    expect(live.nodes.map(({ id, parentId }) => [id, parentId])).toEqual([
      ['root', null],
      ['billing', 'root'],
      ['why', 'billing'],
      ['other', 'root'],
    ]);
    const words = live.nodes.map((node) =>
      node.id === 'billing'
        ? { ...node, label: everywhere('Invoices') }
        : node.id === 'why'
          ? { ...node, text: everywhere('A paragraph') }
          : node,
    );
    await publishOk(editor, assistant, { nodes: words });
    expect(await publicHelp(editor, 'contactForm', 'es')).toMatchObject({
      contactFormEntries: [{ id: 'billing', label: 'Invoices (es)' }, { id: 'other' }],
    });
    expect(await publicHelp(editor, 'smartform', 'es', { id: 'why' })).toMatchObject({
      label: 'Why? (es)',
      text: 'A paragraph (es)',
    });
  });

  const liveAssistant = async (editor: Editor) =>
    (
      (await editor.call('GET', 'contentItem', { params: assistant })).json<ContentItem>()
        .live as AssistantContent
    ).nodes;
  const step = (node: Partial<AssistantNodeDraft> & Pick<AssistantNodeDraft, 'id' | 'kind'>) => ({
    parentId: 'root',
    label: everywhere(`Step ${node.id}`),
    text: emptyLocalized(),
    articleId: null,
    categoryId: null,
    form: null,
    ...node,
  });
  const form: SmartformDraft = {
    title: everywhere('Write to us'),
    fields: [
      {
        name: 'topic',
        label: everywhere('Topic'),
        type: 'select',
        required: true,
        maxLength: 100,
        options: [
          { value: 'bill', label: everywhere('A bill') },
          { value: 'other', label: everywhere('Something else') },
        ],
      },
      {
        name: 'details',
        label: everywhere('Details'),
        type: 'textarea',
        required: false,
        maxLength: 1000,
        options: [],
      },
    ],
    attachments: { allowed: true, mandatory: false },
  };

  it('adds, moves and removes steps, with a form, an article and a category, shown at once', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    await seedAssistant(editor);
    const [root, billing, why, other] = await liveAssistant(editor);
    if (!root || !billing || !why || !other) throw new Error('seeded steps missing');
    // "why" moves under "other", "billing" goes (it has no step left), three steps come.
    const nodes = [
      root,
      other,
      { ...why, parentId: 'other' },
      step({ id: 'read', parentId: 'other', kind: 'ARTICLE', articleId: 'first-article' }),
      step({ id: 'write', kind: 'ACTION', form, categoryId: 'payment' }),
    ];
    const item = await publishOk(editor, assistant, { nodes });
    expect((item.live as AssistantContent).nodes).toEqual(nodes);
    expect(await publicHelp(editor, 'contactForm', 'it')).toEqual({
      contactFormEntries: [
        { id: 'other', kind: 'QUESTION', label: 'Other? (it)' },
        { id: 'write', kind: 'ACTION', label: 'Step write (it)' },
      ],
    });
    expect(await publicHelp(editor, 'smartform', 'it', { id: 'other' })).toMatchObject({
      children: [
        { id: 'why', kind: 'TEXT' },
        { id: 'read', kind: 'ARTICLE' },
      ],
    });
    expect(await publicHelp(editor, 'smartform', 'it', { id: 'write' })).toMatchObject({
      form: {
        title: 'Write to us (it)',
        fields: [
          { name: 'topic', type: 'select', options: [{ value: 'bill', label: 'A bill (it)' }, {}] },
          { name: 'details', type: 'textarea', required: false },
        ],
        attachments: { allowed: true, mandatory: false },
      },
    });
    expect(await publicHelp(editor, 'faqCategorySmartform', 'it', { id: 'payment' })).toMatchObject(
      { id: 'write' },
    );
    // The help page may not drop a category a step starts from.
    const help = (await editor.call('GET', 'contentItem', { params: helpPage })).json<ContentItem>()
      .live as HelpContent;
    const withoutPayment = {
      ...help,
      categories: help.categories.filter(({ id }) => id !== 'payment'),
    };
    expectError(await publish(editor, helpPage, withoutPayment), 409, 'help_category_in_use');
  });

  it('refuses a tree that does not hold, naming each problem, before anything is saved', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    await seedAssistant(editor);
    const [root, billing, why, other] = await liveAssistant(editor);
    if (!root || !billing || !why || !other) throw new Error('seeded steps missing');
    const refused = async (nodes: unknown[], path: string, message: string) => {
      const response = await editor.call('PUT', 'saveContentDraft', {
        params: assistant,
        body: { document: { nodes } },
      });
      expectError(response, 400, 'invalid_request');
      expect(response.body).toContain(path);
      expect(response.body).toContain(message);
    };
    await refused(
      [root, billing, other, { ...why, parentId: 'billing' }, why],
      'nodes.4.id',
      'repeated',
    );
    await refused([root, why, billing, other], 'nodes.1.parentId', 'parent_unknown');
    await refused([root, { ...billing, parentId: null }], 'nodes.1.kind', 'root');
    await refused([root, step({ id: 'act', kind: 'ACTION' })], 'nodes.1.form', 'missing');
    await refused([root, step({ id: 'txt', kind: 'TEXT', form })], 'nodes.1.form', 'not_allowed');
    await refused([root, step({ id: 'art', kind: 'ARTICLE' })], 'nodes.1.articleId', 'missing');
    const [topic] = form.fields;
    if (!topic) throw new Error('no field');
    const noChoices = { ...form, fields: [{ ...topic, options: [] }] };
    await refused(
      [root, step({ id: 'act', kind: 'ACTION', form: noChoices })],
      'nodes.1.form.fields.0.options',
      'missing',
    );
    const mustAttach = { ...form, attachments: { allowed: false, mandatory: true } };
    await refused(
      [root, step({ id: 'act', kind: 'ACTION', form: mustAttach })],
      'nodes.1.form.attachments',
      'mandatory_not_allowed',
    );
    let deep: AssistantNodeDraft[] = [root];
    for (let level = 1; level <= 13; level += 1) {
      deep = [
        ...deep,
        step({ id: `l${level}`, kind: 'QUESTION', parentId: deep.at(-1)?.id ?? '' }),
      ];
    }
    await refused(deep, 'nodes.13.parentId', 'too_deep');
    expectError(
      await editor.call('PUT', 'saveContentDraft', {
        params: assistant,
        body: { document: { nodes: [root, step({ id: 's', kind: 'TEXT', categoryId: 'nope' })] } },
      }),
      400,
      'help_category_unknown',
    );
    expectError(
      await editor.call('PUT', 'saveContentDraft', {
        params: assistant,
        body: {
          document: { nodes: [root, step({ id: 's', kind: 'ARTICLE', articleId: 'no-such' })] },
        },
      }),
      400,
      'content_article_unknown',
    );
    const history = (
      await editor.call('GET', 'contentItem', { params: assistant })
    ).json<ContentItem>();
    expect(history.draft).toBeNull();
    const unlabelled = await publish(editor, assistant, {
      nodes: [root, { ...billing, label: { ...billing.label, it: '' } }, why, other],
    });
    expectError(unlabelled, 400, 'content_incomplete');
    expect(unlabelled.json<{ details: unknown[] }>().details).toEqual([
      { path: 'nodes.1.label.it', code: 'missing' },
    ]);
    const untitledForm = await publish(editor, assistant, {
      nodes: [
        root,
        step({ id: 'act', kind: 'ACTION', form: { ...form, title: emptyLocalized() } }),
      ],
    });
    expectError(untitledForm, 400, 'content_incomplete');
    expect(untitledForm.json<{ details: unknown[] }>().details).toHaveLength(5);
  });

  it('reads a revision saved when only words were edited with the live steps’ forms', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    await seedAssistant(editor);
    const nodes = await liveAssistant(editor);
    const wordsOnly = nodes.map(({ id, parentId, kind, label, text }) => ({
      id,
      parentId,
      kind,
      label,
      text,
    }));
    await db().execute(sql`
      insert into content_revisions (whitelabel_id, kind, key, state, document, author_id)
      values (${editor.tenant.id}, 'assistant', 'main', 'published',
        ${JSON.stringify({ nodes: wordsOnly })}::jsonb, null)`);
    const item = (
      await editor.call('GET', 'contentItem', { params: assistant })
    ).json<ContentItem>();
    expect(item.history[0]?.document).toEqual({ nodes });
  });
});
