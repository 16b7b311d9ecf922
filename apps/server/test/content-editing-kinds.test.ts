import {
  type ArticleContent,
  type ContentItem,
  type ContentItemList,
  type ContentRevision,
  type PageContent,
  emptyContentDocument,
  languages,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError, getRoute } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * The console's content kinds beside the home (issue 28 item 10): the sign-in pages, the
 * prepayment page and the articles, each published into the live tables the portal serves, the
 * caches told (60-second caches, read before and after), a new article created by publishing it,
 * and the walls (a reserved slug, a document of another kind, a key a kind does not have).
 */
const now = new Date();
const app = useApp(
  { publicOrigin: 'https://portal.test.example', contentCacheMs: 60_000 },
  { clock: () => now },
);

type Editor = Awaited<ReturnType<typeof signedInStaff>>;

const everywhere = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, `${text} (${language})`])) as Record<
    (typeof languages)[number],
    string
  >;

const page = (title: string, pictureAlt = ''): PageContent => ({
  title: everywhere(title),
  text: everywhere(`${title}: first paragraph.\n\nSecond paragraph`),
  pictureAlt:
    pictureAlt === '' ? emptyContentDocument('prepayment-page').pictureAlt : everywhere(pictureAlt),
  picture: null,
});

const article = (title: string, extra: Partial<ArticleContent> = {}): ArticleContent => ({
  ...emptyContentDocument('article'),
  title: everywhere(title),
  content: everywhere(`${title} body`),
  ...extra,
});

async function publishNew(
  editor: Editor,
  params: { kind: string; key: string },
  document: unknown,
) {
  const saved = await editor.call('PUT', 'saveContentDraft', { params, body: { document } });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await editor.call('POST', 'publishContent', {
    params,
    body: { revisionId: saved.json<ContentRevision>().id },
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<ContentItem>();
}

const publicJson = async (
  editor: Editor,
  name: 'authenticationPage' | 'prepaymentsPage' | 'article',
  language: string,
  options: { query?: Record<string, string>; params?: Record<string, string> } = {},
) => {
  const response = await getRoute(app(), name, {
    ...options,
    tenantHost: editor.tenant.host,
    headers: { 'accept-language': language },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

describe('content editing: the sign-in and prepayment pages', () => {
  it('publishes the renters’ sign-in page’s texts, and only that page changes at once', async () => {
    const editor = await signedInStaff(app(), now, ['content'], 'Chloé Content');
    // Read (and cached for 60 seconds) before: the white-label has not written the page.
    const before = await publicJson(editor, 'authenticationPage', 'de', {
      query: { type: 'renter' },
    });
    expect(before.body).toMatchObject({ title: null, text: null });

    const list = await editor.call('GET', 'contentItems', {
      params: { kind: 'authentication-page' },
    });
    expect(list.json<ContentItemList>().items.map(({ key, live }) => [key, live])).toEqual([
      ['user', false],
      ['renter', false],
    ]);
    const empty = await editor.call('GET', 'contentItem', {
      params: { kind: 'authentication-page', key: 'renter' },
    });
    expect(empty.json<ContentItem>()).toMatchObject({ live: null, draft: null, history: [] });

    const item = await publishNew(
      editor,
      { kind: 'authentication-page', key: 'renter' },
      page('Fleet desk', 'A lorry at the gate'),
    );
    expect(item.live).toMatchObject({
      title: { it: 'Fleet desk (it)' },
      pictureAlt: { it: 'A lorry at the gate (it)' },
    });
    const renter = await publicJson(editor, 'authenticationPage', 'de', {
      query: { type: 'renter' },
    });
    expect(renter.body).toMatchObject({
      title: 'Fleet desk (de)',
      text: 'Fleet desk: first paragraph.\n\nSecond paragraph (de)',
      // The page has no picture (the tenant file's): its text alternative waits for one.
      picture: null,
      pictureAlt: null,
    });
    const user = await publicJson(editor, 'authenticationPage', 'de', { query: { type: 'user' } });
    expect(user.body).toMatchObject({ title: null });

    const [event] = await app()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.whitelabelId, editor.tenant.id),
          eq(auditEvents.action, 'content.publish'),
        ),
      );
    expect(event).toMatchObject({
      targetId: 'authentication-page/renter',
      before: null,
      after: { title: { fr: 'Fleet desk (fr)' } },
    });
  });

  it('publishes the prepayment page, its empty picture text meaning decoration', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    expect((await publicJson(editor, 'prepaymentsPage', 'it')).body).toMatchObject({ title: null });
    await publishNew(editor, { kind: 'prepayment-page', key: 'main' }, page('Prepay your trip'));
    expect((await publicJson(editor, 'prepaymentsPage', 'it')).body).toMatchObject({
      title: 'Prepay your trip (it)',
      pictureAlt: null,
    });
  });

  it('refuses a page without its text in a language, and keys a kind does not have', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const params = { kind: 'prepayment-page', key: 'main' };
    const incomplete = { ...page('Half'), text: { ...everywhere('x'), de: '  ' } };
    const saved = await editor.call('PUT', 'saveContentDraft', {
      params,
      body: { document: incomplete },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await editor.call('POST', 'publishContent', {
      params,
      body: { revisionId: saved.json<ContentRevision>().id },
    });
    expectError(refused, 400, 'content_incomplete');
    expect(refused.json<{ details: unknown[] }>().details).toEqual([
      { path: 'text.de', code: 'missing' },
    ]);
    for (const wrong of [
      { kind: 'authentication-page', key: 'admin' },
      { kind: 'prepayment-page', key: 'other' },
    ]) {
      expectError(
        await editor.call('GET', 'contentItem', { params: wrong }),
        404,
        'content_not_found',
      );
    }
  });
});

describe('content editing: articles', () => {
  it('edits an article visitors see, and the article page changes at once', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const params = { kind: 'article', key: 'first-article' };
    const before = await publicJson(editor, 'article', 'es', { params: { id: 'first-article' } });
    expect(before.body).toMatchObject({ title: 'Title of first-article (es)' });

    const read = await editor.call('GET', 'contentItem', { params });
    const live = read.json<ContentItem>().live as ArticleContent;
    expect(live.catchphrase.en).toBe('Catchphrase (en)');
    expect(live.buttonText.en).toBe('');
    await publishNew(editor, params, {
      ...live,
      title: everywhere('Rewritten'),
      buttonText: everywhere('Read on'),
      darkMode: true,
    });
    const after = await publicJson(editor, 'article', 'es', { params: { id: 'first-article' } });
    expect(after.body).toMatchObject({
      title: 'Rewritten (es)',
      buttonText: 'Read on (es)',
      catchphrase: 'Catchphrase (es)',
      darkMode: true,
      // The picture and icon stay the tenant file's.
      icon: 'road',
    });
  });

  it('creates a new article: a draft listed as not live, then published at its slug', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const params = { kind: 'article', key: 'winter-tyres' };
    expect(
      (await publicJson(editor, 'article', 'fr', { params: { id: 'winter-tyres' } })).status,
    ).toBe(404);
    const empty = await editor.call('GET', 'contentItem', { params });
    expect(empty.json<ContentItem>()).toMatchObject({ live: null, history: [] });

    const saved = await editor.call('PUT', 'saveContentDraft', {
      params,
      body: { document: article('Winter tyres', { url: '/prepayment' }) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (
      await editor.call('GET', 'contentItems', { params: { kind: 'article' } })
    ).json<ContentItemList>();
    expect(listed.items.map(({ key, live }) => [key, live])).toEqual([
      ['first-article', true],
      ['legal-notice', true],
      ['second-article', true],
      ['winter-tyres', false],
    ]);
    expect(listed.items.at(-1)?.title.de).toBe('Winter tyres (de)');

    await editor.call('POST', 'publishContent', {
      params,
      body: { revisionId: saved.json<ContentRevision>().id },
    });
    const shown = await publicJson(editor, 'article', 'fr', { params: { id: 'winter-tyres' } });
    expect(shown).toMatchObject({
      status: 200,
      body: { title: 'Winter tyres (fr)', url: '/prepayment', picture: null, catchphrase: null },
    });
    const relisted = (
      await editor.call('GET', 'contentItems', { params: { kind: 'article' } })
    ).json<ContentItemList>();
    expect(relisted.items.filter(({ key }) => key === 'winter-tyres')).toEqual([
      { key: 'winter-tyres', title: everywhere('Winter tyres'), live: true },
    ]);
  });

  it('refuses a slug of the portal’s own pages, a document of another kind, and an agent', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    for (const key of ['help', 'payment', 'travels']) {
      expectError(
        await editor.call('PUT', 'saveContentDraft', {
          params: { kind: 'article', key },
          body: { document: article('Shadowed') },
        }),
        400,
        'article_id_reserved',
      );
    }
    expectError(
      await editor.call('PUT', 'saveContentDraft', {
        params: { kind: 'article', key: 'a-page' },
        body: { document: page('Not an article') },
      }),
      400,
      'invalid_request',
    );
    expectError(
      await editor.call('GET', 'contentItem', { params: { kind: 'article', key: 'Not_A_Slug' } }),
      400,
      'invalid_request',
    );
    const agent = await signedInStaff(app(), now, ['agent']);
    expectError(
      await agent.call('GET', 'contentItems', { params: { kind: 'article' } }),
      403,
      'forbidden',
    );
    // Another white-label's editor lists only its own new drafts.
    await editor.call('PUT', 'saveContentDraft', {
      params: { kind: 'article', key: 'ours-only' },
      body: { document: article('Ours') },
    });
    const other = await signedInStaff(app(), now, ['content']);
    const theirs = (
      await other.call('GET', 'contentItems', { params: { kind: 'article' } })
    ).json<ContentItemList>();
    expect(theirs.items.map(({ key }) => key)).not.toContain('ours-only');
  });
});
