import {
  type ContentItem,
  type ContentRevision,
  emptyTileTexts,
  type HomeContent,
  homePageSchema,
  languages,
} from '@portico/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, contentRevisions } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { expectError, getRoute } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * The console's content editing (issue 28 item 10) against the real database: drafts, the five
 * languages publishing needs, publication into the live home page with its audit event, the
 * cache told (the public page changes at once under a 60-second cache), reverts, and the walls
 * (roles, white-labels, input).
 */
const now = new Date();
const app = useApp(
  { publicOrigin: 'https://portal.test.example', contentCacheMs: 60_000 },
  { clock: () => now },
);
const item = { kind: 'home', key: 'main' };

const everywhere = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, `${text} (${language})`])) as Record<
    (typeof languages)[number],
    string
  >;

const document = (title: HomeContent['title'], extra: Partial<HomeContent> = {}): HomeContent => ({
  title,
  subtitle: everywhere('Subtitle'),
  listBlockTitle: everywhere('News'),
  url: '/free-flow',
  urlOpenNewTab: false,
  picture: null,
  tiles: {
    pay: emptyTileTexts(),
    contest: emptyTileTexts(),
    prepay: emptyTileTexts(),
    subscribe: emptyTileTexts(),
  },
  listBlockArticleIds: [],
  sliderBlockArticleIds: [],
  footerArticleId: null,
  ...extra,
});

type Editor = Awaited<ReturnType<typeof signedInStaff>>;

const saveDraft = (editor: Editor, body: unknown) =>
  editor.call('PUT', 'saveContentDraft', { params: item, body });
const publish = (editor: Editor, revisionId: string) =>
  editor.call('POST', 'publishContent', { params: item, body: { revisionId } });

async function homeTitle(host: string, language: string): Promise<string> {
  const response = await getRoute(app(), 'homePage', {
    tenantHost: host,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return homePageSchema.parse(response.json()).title;
}

async function events(whitelabelId: number) {
  return app()
    .database.db.select()
    .from(auditEvents)
    .where(eq(auditEvents.whitelabelId, whitelabelId))
    .orderBy(asc(auditEvents.id));
}

async function draftOf(editor: Editor, title: HomeContent['title']): Promise<ContentRevision> {
  const saved = await saveDraft(editor, { document: document(title) });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<ContentRevision>();
}

describe('content editing: the home banner', () => {
  it('saves a draft visitors do not see, publishes it, and the public page shows it at once', async () => {
    const editor = await signedInStaff(app(), now, ['content'], 'Chloé Content');
    // The public page is read (and cached for 60 seconds) before the change.
    expect(await homeTitle(editor.tenant.host, 'fr')).toBe('Welcome (fr)');

    const draft = await draftOf(editor, everywhere('New banner'));
    expect(draft).toMatchObject({ state: 'draft', author: 'Chloé Content' });
    expect(await homeTitle(editor.tenant.host, 'fr')).toBe('Welcome (fr)');
    const read = await editor.call('GET', 'contentItem', { params: item });
    expect(read.json<ContentItem>()).toMatchObject({
      draft: { id: draft.id },
      live: { title: { fr: 'Welcome (fr)' } },
    });

    const published = await publish(editor, draft.id);
    expect(published.statusCode, published.body).toBe(200);
    const after = published.json<ContentItem>();
    expect(after.draft).toBeNull();
    expect((after.live as HomeContent | null)?.title.en).toBe('New banner (en)');
    expect(after.history.map((revision) => revision.state)).toEqual(['published', 'draft']);
    // The cache was told: no wait for its 60 seconds.
    expect(await homeTitle(editor.tenant.host, 'fr')).toBe('New banner (fr)');
    expect(await homeTitle(editor.tenant.host, 'es')).toBe('New banner (es)');

    const trail = await events(editor.tenant.id);
    const edit = trail.find((event) => event.action === 'content.edit');
    const publication = trail.find((event) => event.action === 'content.publish');
    expect(edit).toMatchObject({
      staffName: 'Chloé Content',
      targetType: 'content',
      targetId: 'home/main',
      before: { title: { fr: 'Welcome (fr)' } },
      after: { title: { fr: 'New banner (fr)' } },
    });
    expect(publication).toMatchObject({
      targetId: 'home/main',
      before: { title: { de: 'Welcome (de)' } },
      after: { title: { de: 'New banner (de)' } },
    });
    expect(publication?.requestId).toBeTruthy();
  });

  it('reverts to an earlier publication by publishing a copy of it', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const first = await draftOf(editor, everywhere('First'));
    expect((await publish(editor, first.id)).statusCode).toBe(200);
    const second = await draftOf(editor, everywhere('Second'));
    const secondPublished = await publish(editor, second.id);
    expect(await homeTitle(editor.tenant.host, 'it')).toBe('Second (it)');

    const firstPublication = secondPublished
      .json<ContentItem>()
      .history.find(
        (revision) =>
          revision.state === 'published' &&
          (revision.document as HomeContent).title.fr === 'First (fr)',
      );
    expect(firstPublication).toBeDefined();
    const reverted = await publish(editor, firstPublication?.id ?? '');
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json<ContentItem>().history[0]).toMatchObject({
      state: 'published',
      document: { title: { fr: 'First (fr)' } },
    });
    expect(await homeTitle(editor.tenant.host, 'it')).toBe('First (it)');
    const [lastEvent] = (await events(editor.tenant.id)).reverse();
    expect(lastEvent?.reason).toMatch(/^reverted to revision \d+ as \d+$/);
  });

  it('needs all five languages to publish, not to save a draft', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const title = { ...everywhere('Almost'), de: '', it: '  ' };
    const draft = await draftOf(editor, title);
    const refused = await publish(editor, draft.id);
    expectError(refused, 400, 'content_incomplete');
    expect(refused.json<{ details: unknown }>().details).toEqual([
      { path: 'title.de', code: 'missing' },
      { path: 'title.it', code: 'missing' },
    ]);
    // An optional text is all or nothing: a subtitle in one language only is refused too.
    const partial = await saveDraft(editor, {
      document: document(everywhere('Whole'), {
        subtitle: { fr: 'Seulement en français', en: '', de: '', it: '', es: '' },
      }),
    });
    expectError(
      await publish(editor, partial.json<ContentRevision>().id),
      400,
      'content_incomplete',
    );
    // Empty in all five, it is no subtitle at all.
    const none = await saveDraft(editor, {
      document: document(everywhere('Whole'), { subtitle: emptyTexts() }),
    });
    expect((await publish(editor, none.json<ContentRevision>().id)).statusCode).toBe(200);
    const page = await getRoute(app(), 'homePage', { tenantHost: editor.tenant.host });
    expect(homePageSchema.parse(page.json()).subtitle).toBeNull();
    expect(await homeTitle(editor.tenant.host, 'fr')).toBe('Whole (fr)');
    const published = await app()
      .database.db.select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.whitelabelId, editor.tenant.id),
          eq(contentRevisions.state, 'published'),
        ),
      );
    expect(published).toHaveLength(1);
  });

  it('refuses bad input with 400 and never a 500', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const bad: unknown[] = [
      { document: document(everywhere('x'), { url: 'javascript:alert(1)' }) },
      { document: document(everywhere('x'), { url: 'http://plain.example' }) },
      { document: document(everywhere('x'), { url: '//evil.example/path' }) },
      { document: document({ ...everywhere('x'), fr: 'x'.repeat(301) }) },
      { document: document({ ...everywhere('x'), fr: 'nul\u0000byte' }) },
      { document: { ...document(everywhere('x')), extra: true } },
      { document: { title: everywhere('x') } },
      {},
    ];
    for (const body of bad) expectError(await saveDraft(editor, body), 400, 'invalid_request');
    expectError(
      await editor.call('PUT', 'saveContentDraft', {
        params: { kind: 'footer', key: 'main' },
        body: { document: document(everywhere('x')) },
      }),
      400,
      'invalid_request',
    );
    expectError(
      await editor.call('GET', 'contentItem', { params: { kind: 'home', key: 'other' } }),
      404,
      'content_not_found',
    );
    expectError(await publish(editor, 'abc'), 400, 'invalid_request');
    expectError(await publish(editor, '99999999999'), 404, 'content_not_found');
    // The good links pass.
    for (const url of ['/free-flow', 'https://example.org/a?b=c', 'mailto:help@example.org']) {
      expect(
        (await saveDraft(editor, { document: document(everywhere('x'), { url }) })).statusCode,
      ).toBe(200);
    }
  });

  it('refuses an agent, and shows another white-label nothing', async () => {
    const agent = await signedInStaff(app(), now, ['agent']);
    expectError(await agent.call('GET', 'contentItem', { params: item }), 403, 'forbidden');
    expectError(
      await saveDraft(agent, { document: document(everywhere('Agent')) }),
      403,
      'forbidden',
    );

    const editor = await signedInStaff(app(), now, ['content']);
    const draft = await draftOf(editor, everywhere('Ours'));
    const other = await signedInStaff(app(), now, ['content']);
    const theirs = await other.call('GET', 'contentItem', { params: item });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<ContentItem>()).toMatchObject({ draft: null, history: [] });
    // Their publish of our revision id finds nothing, and our page is untouched.
    expectError(await publish(other, draft.id), 404, 'content_not_found');
    expect(await homeTitle(editor.tenant.host, 'fr')).toBe('Welcome (fr)');
    const theirEvents = await events(other.tenant.id);
    expect(theirEvents.filter((event) => event.action.startsWith('content.'))).toEqual([]);
  });

  it('lets an editor without content.publish save but not publish', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const draft = await draftOf(editor, everywhere('Signed off'));
    const admin = await signedInStaff(app(), now, ['admin']);
    expectError(await publish(admin, draft.id), 403, 'forbidden');
    // Without a session, nothing.
    expectError(
      await editor.unsignedCall('POST', 'publishContent', {
        params: item,
        body: { revisionId: draft.id },
      }),
      401,
      'unauthorized',
    );
    // A change from another site is refused by the origin check.
    expectError(
      await editor.call('PUT', 'saveContentDraft', {
        params: item,
        body: { document: document(everywhere('x')) },
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'forbidden',
    );
  });
});

function emptyTexts(): HomeContent['subtitle'] {
  return { fr: '', en: '', de: '', it: '', es: '' };
}

describe('content editing: the home tiles', () => {
  const tilesWith = (tiles: Partial<HomeContent['tiles']>) => ({
    ...document(everywhere('Welcome')).tiles,
    ...tiles,
  });

  it("lists the tiles with the portal's standard words and whether the home offers each", async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const read = await editor.call('GET', 'contentItem', { params: item });
    expect(read.statusCode, read.body).toBe(200);
    const { homeTiles, live } = read.json<ContentItem>();
    // The tenant's home offers free flow and prepayment: Pay (with its 72-hour subtitle) and
    // Prepay are shown, Contest and the passage alert are not; the order is the home's.
    expect(homeTiles.map(({ tile, shown }) => [tile, shown])).toEqual([
      ['pay', true],
      ['contest', false],
      ['prepay', true],
      ['subscribe', false],
    ]);
    const pay = homeTiles.find(({ tile }) => tile === 'pay');
    expect(pay?.standard.title.it).toBe('Paga');
    expect(pay?.standard.subtitle.it).toBe('Paga i tuoi viaggi Free Flow entro 72 ore');
    expect(pay?.standard.title.fr).toBe('Payer');
    expect((live as HomeContent).tiles.pay).toEqual(emptyTileTexts());
  });

  it('publishes a tile written in five languages to the public home, and refuses one in some only', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const partial = await saveDraft(editor, {
      document: document(everywhere('Welcome'), {
        tiles: tilesWith({
          prepay: {
            title: { ...emptyTileTexts().title, it: 'Solo in italiano' },
            subtitle: emptyTileTexts().subtitle,
          },
        }),
      }),
    });
    const refused = await publish(editor, partial.json<ContentRevision>().id);
    expectError(refused, 400, 'content_incomplete');
    expect(refused.json<{ details: { path: string }[] }>().details.map(({ path }) => path)).toEqual(
      [
        'tiles.prepay.title.fr',
        'tiles.prepay.title.en',
        'tiles.prepay.title.de',
        'tiles.prepay.title.es',
      ],
    );

    const whole = await saveDraft(editor, {
      document: document(everywhere('Welcome'), {
        tiles: tilesWith({
          prepay: { title: everywhere('Prepay now'), subtitle: emptyTileTexts().subtitle },
        }),
      }),
    });
    expect((await publish(editor, whole.json<ContentRevision>().id)).statusCode).toBe(200);
    const page = await getRoute(app(), 'homePage', {
      tenantHost: editor.tenant.host,
      headers: { 'accept-language': 'de' },
    });
    // Only the words written reach visitors; the subtitle left empty stays the standard one.
    expect(homePageSchema.parse(page.json()).tileTexts).toEqual({
      prepay: { title: 'Prepay now (de)', subtitle: null },
    });
    const [publication] = (await events(editor.tenant.id)).filter(
      (event) => event.action === 'content.publish',
    );
    expect(publication?.after).toMatchObject({
      tiles: { prepay: { title: everywhere('Prepay now') } },
    });
  });

  it('reads a revision saved before tiles were editable as one with the standard words', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const { tiles: _tiles, ...banner } = document(everywhere('Before tiles'));
    await app().database.db.insert(contentRevisions).values({
      whitelabelId: editor.tenant.id,
      kind: 'home',
      key: 'main',
      state: 'draft',
      document: banner,
      authorId: editor.memberId,
    });
    const read = await editor.call('GET', 'contentItem', { params: item });
    expect(read.statusCode, read.body).toBe(200);
    const { draft } = read.json<ContentItem>();
    expect((draft?.document as HomeContent | undefined)?.title).toEqual(everywhere('Before tiles'));
    expect((draft?.document as HomeContent).tiles.subscribe).toEqual(emptyTileTexts());
    expect((await publish(editor, draft?.id ?? '0')).statusCode).toBe(200);
  });
});
