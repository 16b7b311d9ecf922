import {
  type ContentItem,
  type ContentItemList,
  type ContentRevision,
  emptyContentDocument,
  emptyLocalized,
  type FooterContent,
  type HomeContent,
  languages,
  type RouteName,
  type TripsPageContent,
} from '@portico/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentRevisions, footerEntries } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError, getRoute } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * The console's content lists (issue 28 item 10): the footer's entries, the home's article blocks
 * and the trips page's text and articles (shown on the payment confirmation page too), each
 * published into the live tables with the public answer changed at once under 60-second caches,
 * and an article the white-label does not have refused.
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

async function saveDraft(editor: Editor, params: { kind: string; key: string }, document: unknown) {
  return editor.call('PUT', 'saveContentDraft', { params, body: { document } });
}

async function publishNew(
  editor: Editor,
  params: { kind: string; key: string },
  document: unknown,
) {
  const saved = await saveDraft(editor, params, document);
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await editor.call('POST', 'publishContent', {
    params,
    body: { revisionId: saved.json<ContentRevision>().id },
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<ContentItem>();
}

const publicJson = async <T = Record<string, unknown>>(
  editor: Editor,
  name: RouteName,
  language = 'en',
) => {
  const response = await getRoute(app(), name, {
    tenantHost: editor.tenant.host,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

const liveOf = async <T>(editor: Editor, kind: string) => {
  const read = await editor.call('GET', 'contentItem', { params: { kind, key: 'main' } });
  expect(read.statusCode, read.body).toBe(200);
  return read.json<ContentItem>().live as T;
};

interface PublicFooter {
  footerEntries: {
    footerEntrySection: string;
    article: { url: string; title: string } | null;
    link: { url: string; title: string; urlOpenNewTab: boolean } | null;
  }[];
}

describe('content editing: the footer', () => {
  const params = { kind: 'footer', key: 'main' };

  it('reorders, edits, adds and removes entries, and the public footer changes at once', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    // Read (and cached for 60 seconds) before: the tenant's two entries.
    const before = await publicJson<PublicFooter>(editor, 'footer', 'de');
    expect(before.footerEntries.map((entry) => entry.footerEntrySection)).toEqual([
      'LEGAL_NOTICE',
      'ACCESSIBILITY',
    ]);
    const live = await liveOf<FooterContent>(editor, 'footer');
    expect(live.entries).toEqual([
      {
        section: 'LEGAL_NOTICE',
        target: { kind: 'article', articleId: 'legal-notice' },
        urlOpenNewTab: false,
        title: expect.objectContaining({ de: expect.any(String) }),
      },
      {
        section: 'ACCESSIBILITY',
        target: { kind: 'link', url: 'https://example.org/a11y' },
        urlOpenNewTab: true,
        title: expect.objectContaining({ de: expect.any(String) }),
      },
    ]);
    const [legal, accessibility] = live.entries;
    if (!legal || !accessibility) throw new Error('the tenant’s footer');

    // Accessibility first, the legal notice renamed, a new terms article entry, a link removed.
    await publishNew(editor, params, {
      entries: [
        { ...accessibility, title: everywhere('Accessibility: partial') },
        { ...legal, title: everywhere('Legal') },
        {
          section: 'TERMS_OF_USE',
          target: { kind: 'article', articleId: 'first-article' },
          urlOpenNewTab: true,
          title: everywhere('Terms'),
        },
      ],
    } satisfies FooterContent);
    const after = await publicJson<PublicFooter>(editor, 'footer', 'de');
    expect(after.footerEntries).toEqual([
      {
        footerEntrySection: 'ACCESSIBILITY',
        article: null,
        link: {
          url: 'https://example.org/a11y',
          urlOpenNewTab: true,
          title: 'Accessibility: partial (de)',
        },
      },
      {
        footerEntrySection: 'LEGAL_NOTICE',
        article: { url: '/legal-notice', urlOpenNewTab: false, title: 'Legal (de)' },
        link: null,
      },
      {
        footerEntrySection: 'TERMS_OF_USE',
        article: { url: '/first-article', urlOpenNewTab: true, title: 'Terms (de)' },
        link: null,
      },
    ]);
    // The rows were replaced: positions 0..n-1 in the new order.
    const rows = await app()
      .database.db.select({ position: footerEntries.position, section: footerEntries.section })
      .from(footerEntries)
      .where(eq(footerEntries.whitelabelId, editor.tenant.id))
      .orderBy(asc(footerEntries.position));
    expect(rows).toEqual([
      { position: 0, section: 'ACCESSIBILITY' },
      { position: 1, section: 'LEGAL_NOTICE' },
      { position: 2, section: 'TERMS_OF_USE' },
    ]);

    // Removing every entry is a footer like any other.
    await publishNew(editor, params, { entries: [] });
    expect((await publicJson<PublicFooter>(editor, 'footer')).footerEntries).toEqual([]);
  });

  it('refuses an article the white-label does not have live, and a title missing a language', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    // A new article only a draft holds is not one visitors could open.
    await saveDraft(
      editor,
      { kind: 'article', key: 'only-drafted' },
      { ...emptyArticle(), title: everywhere('Draft') },
    );
    for (const articleId of ['no-such-article', 'only-drafted']) {
      const refused = await saveDraft(editor, params, {
        entries: [
          {
            section: 'LEGAL_NOTICE',
            target: { kind: 'article', articleId },
            urlOpenNewTab: false,
            title: everywhere('Legal'),
          },
        ],
      });
      expectError(refused, 400, 'content_article_unknown');
      expect(refused.json<{ details: unknown[] }>().details).toEqual([
        { path: `articles.${articleId}`, code: 'unknown' },
      ]);
    }
    // Another white-label's article is unknown here.
    const other = await signedInStaff(app(), now, ['content']);
    await publishNew(
      other,
      { kind: 'article', key: 'theirs' },
      {
        ...emptyArticle(),
        title: everywhere('Theirs'),
        content: everywhere('Body'),
      },
    );
    expectError(
      await saveDraft(editor, params, {
        entries: [
          {
            section: 'SITE_MAP',
            target: { kind: 'article', articleId: 'theirs' },
            urlOpenNewTab: false,
            title: everywhere('Map'),
          },
        ],
      }),
      400,
      'content_article_unknown',
    );
    // Each section once: the portal keys its links by section.
    const twice = {
      section: 'SITE_MAP',
      target: { kind: 'link', url: '/help' },
      urlOpenNewTab: false,
      title: everywhere('Map'),
    };
    expectError(
      await saveDraft(editor, params, { entries: [twice, twice] }),
      400,
      'invalid_request',
    );
    // A link that is not an in-app path, https or mailto never reaches the footer.
    expectError(
      await saveDraft(editor, params, {
        entries: [
          {
            section: 'SITE_MAP',
            target: { kind: 'link', url: 'javascript:alert(1)' },
            urlOpenNewTab: false,
            title: everywhere('Map'),
          },
        ],
      }),
      400,
      'invalid_request',
    );

    const saved = await saveDraft(editor, params, {
      entries: [
        {
          section: 'SITE_MAP',
          target: { kind: 'link', url: '/help' },
          urlOpenNewTab: false,
          title: everywhere('Map'),
        },
        {
          section: 'PERSONAL_DATA',
          target: { kind: 'link', url: 'mailto:dpo@example.org' },
          urlOpenNewTab: false,
          title: { ...everywhere('Data'), it: ' ' },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await editor.call('POST', 'publishContent', {
      params,
      body: { revisionId: saved.json<ContentRevision>().id },
    });
    expectError(refused, 400, 'content_incomplete');
    expect(refused.json<{ details: unknown[] }>().details).toEqual([
      { path: 'entries.1.title.it', code: 'missing' },
    ]);
    // Nothing changed for visitors.
    expect((await publicJson<PublicFooter>(editor, 'footer')).footerEntries).toHaveLength(2);
  });
});

const emptyArticle = () => emptyContentDocument('article');

interface PublicHome {
  listBlockArticles: { id: string }[];
  sliderBlockArticlesIds: string[];
  footerArticle: { id: string } | null;
}

describe('content editing: the home’s article blocks', () => {
  const params = { kind: 'home', key: 'main' };

  it('publishes the list, the slider and the foot article, and the home changes at once', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const before = await publicJson<PublicHome>(editor, 'homePage');
    expect(before.listBlockArticles.map(({ id }) => id)).toEqual([
      'second-article',
      'first-article',
    ]);
    const live = await liveOf<HomeContent>(editor, 'home');
    expect(live).toMatchObject({
      listBlockArticleIds: ['second-article', 'first-article'],
      sliderBlockArticleIds: ['first-article'],
      footerArticleId: 'legal-notice',
    });

    await publishNew(editor, params, {
      ...live,
      listBlockArticleIds: ['first-article', 'legal-notice', 'second-article'],
      sliderBlockArticleIds: [],
      footerArticleId: null,
    } satisfies HomeContent);
    const after = await publicJson<PublicHome>(editor, 'homePage');
    expect(after.listBlockArticles.map(({ id }) => id)).toEqual([
      'first-article',
      'legal-notice',
      'second-article',
    ]);
    expect(after.sliderBlockArticlesIds).toEqual([]);
    expect(after.footerArticle).toBeNull();
  });

  it('refuses an unknown article, a repeated one and a list past 20', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const live = await liveOf<HomeContent>(editor, 'home');
    const unknown = await saveDraft(editor, params, { ...live, footerArticleId: 'nowhere' });
    expectError(unknown, 400, 'content_article_unknown');
    expect(unknown.json<{ details: unknown[] }>().details).toEqual([
      { path: 'articles.nowhere', code: 'unknown' },
    ]);
    expectError(
      await saveDraft(editor, params, {
        ...live,
        sliderBlockArticleIds: ['first-article', 'first-article'],
      }),
      400,
      'invalid_request',
    );
    expectError(
      await saveDraft(editor, params, {
        ...live,
        listBlockArticleIds: Array.from({ length: 21 }, (_, index) => `article-${index}`),
      }),
      400,
      'invalid_request',
    );
  });

  it('reads a revision saved before the blocks were editable with the blocks visitors see', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const live = await liveOf<HomeContent>(editor, 'home');
    const {
      listBlockArticleIds: _list,
      sliderBlockArticleIds: _slider,
      footerArticleId: _foot,
      ...banner
    } = { ...live, title: everywhere('Before blocks') };
    const [old] = await app()
      .database.db.insert(contentRevisions)
      .values({
        whitelabelId: editor.tenant.id,
        kind: 'home',
        key: 'main',
        state: 'draft',
        document: banner,
        authorId: editor.memberId,
      })
      .returning({ id: contentRevisions.id });
    const read = await editor.call('GET', 'contentItem', { params });
    expect(read.json<ContentItem>().draft?.document).toMatchObject({
      title: everywhere('Before blocks'),
      listBlockArticleIds: ['second-article', 'first-article'],
      sliderBlockArticleIds: ['first-article'],
      footerArticleId: 'legal-notice',
    });
    // Publishing it leaves the blocks as they are.
    const published = await editor.call('POST', 'publishContent', {
      params,
      body: { revisionId: String(old?.id) },
    });
    expect(published.statusCode, published.body).toBe(200);
    const home = await publicJson<PublicHome & { title: string }>(editor, 'homePage');
    expect(home.title).toBe('Before blocks (en)');
    expect(home.listBlockArticles.map(({ id }) => id)).toEqual(['second-article', 'first-article']);
    expect(home.footerArticle?.id).toBe('legal-notice');
  });
});

interface PublicTripsPage {
  primoPassantText: string | null;
  articleList: { id: string; title: string }[];
}

describe('content editing: the trips page and the payment confirmation page', () => {
  const params = { kind: 'trips-page', key: 'main' };

  it('publishes the text and the articles, and both pages change at once', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    // Read (and cached) before: the white-label has no trips page row.
    expect(await publicJson<PublicTripsPage>(editor, 'journeysToPayPage', 'it')).toMatchObject({
      primoPassantText: null,
      articleList: [],
    });
    expect(
      (await publicJson<PublicTripsPage>(editor, 'paymentConfirmationPage', 'it')).articleList,
    ).toEqual([]);
    const listed = await editor.call('GET', 'contentItems', { params: { kind: 'trips-page' } });
    expect(listed.json<ContentItemList>().items.map(({ key, live }) => [key, live])).toEqual([
      ['main', false],
    ]);
    expect(await liveOf<TripsPageContent | null>(editor, 'trips-page')).toBeNull();

    const item = await publishNew(editor, params, {
      primoPassantText: everywhere('A first offence is forgiven once'),
      articleIds: ['second-article', 'first-article'],
    } satisfies TripsPageContent);
    expect(item.live).toEqual({
      primoPassantText: everywhere('A first offence is forgiven once'),
      articleIds: ['second-article', 'first-article'],
    });
    const trips = await publicJson<PublicTripsPage>(editor, 'journeysToPayPage', 'it');
    expect(trips.primoPassantText).toBe('A first offence is forgiven once (it)');
    expect(trips.articleList.map(({ id }) => id)).toEqual(['second-article', 'first-article']);
    const confirmation = await publicJson<PublicTripsPage>(editor, 'paymentConfirmationPage', 'it');
    expect(confirmation.articleList.map(({ id }) => id)).toEqual([
      'second-article',
      'first-article',
    ]);

    // The text is optional (all five or none), the articles may be none.
    await publishNew(editor, params, { primoPassantText: emptyLocalized(), articleIds: [] });
    expect(await publicJson<PublicTripsPage>(editor, 'journeysToPayPage', 'it')).toMatchObject({
      primoPassantText: null,
      articleList: [],
    });
  });

  it('refuses an unknown article and a text in some languages only', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    expectError(
      await saveDraft(editor, params, {
        primoPassantText: emptyLocalized(),
        articleIds: ['first-article', 'gone'],
      }),
      400,
      'content_article_unknown',
    );
    const saved = await saveDraft(editor, params, {
      primoPassantText: { ...emptyLocalized(), fr: 'Seulement en français' },
      articleIds: [],
    });
    const refused = await editor.call('POST', 'publishContent', {
      params,
      body: { revisionId: saved.json<ContentRevision>().id },
    });
    expectError(refused, 400, 'content_incomplete');
    expect(
      refused
        .json<{ details: { path: string }[] }>()
        .details.map(({ path }) => path)
        .sort(),
    ).toEqual([
      'primoPassantText.de',
      'primoPassantText.en',
      'primoPassantText.es',
      'primoPassantText.it',
    ]);
  });
});

// The history is the service's, shared with every kind (content-editing.test.ts); this only
// checks the footer's draft and publication are kept like the others'.
describe('content editing: the footer’s history', () => {
  it('keeps the footer’s draft and its publication as revisions', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    await publishNew(editor, { kind: 'footer', key: 'main' }, { entries: [] });
    const revisions = await app()
      .database.db.select({ state: contentRevisions.state, document: contentRevisions.document })
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.whitelabelId, editor.tenant.id),
          eq(contentRevisions.kind, 'footer'),
        ),
      )
      .orderBy(asc(contentRevisions.id));
    expect(revisions).toEqual([
      { state: 'draft', document: { entries: [] } },
      { state: 'published', document: { entries: [] } },
    ]);
  });
});
