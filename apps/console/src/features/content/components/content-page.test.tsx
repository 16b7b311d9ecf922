import {
  type ArticleContent,
  type ContentItem,
  type ContentRevision,
  emptyContentDocument,
  emptyTileTexts,
  type HomeContent,
  type PageContent,
} from '@portico/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const texts = (text: string) => ({
  fr: `${text} fr`,
  en: `${text} en`,
  de: `${text} de`,
  it: `${text} it`,
  es: `${text} es`,
});
const none = { fr: '', en: '', de: '', it: '', es: '' };
const live: HomeContent = {
  title: texts('Bienvenue'),
  subtitle: none,
  listBlockTitle: none,
  url: '/free-flow',
  urlOpenNewTab: false,
  picture: '/media/t-1/banner.svg',
  tiles: {
    pay: emptyTileTexts(),
    contest: emptyTileTexts(),
    prepay: emptyTileTexts(),
    subscribe: emptyTileTexts(),
  },
  listBlockArticleIds: ['second-article'],
  sliderBlockArticleIds: [],
  footerArticleId: null,
};
const standard = (tile: string) => ({
  title: texts(`${tile} standard`),
  subtitle: texts(`${tile} sous`),
});
const published: ContentRevision = {
  id: '7',
  state: 'published',
  document: live,
  author: 'Chloé',
  createdAt: '2026-11-29T10:00:00.000Z',
};
const older: ContentRevision = {
  ...published,
  id: '3',
  document: { ...live, title: texts('Ancien') },
};
const item: ContentItem = {
  kind: 'home',
  key: 'main',
  live,
  draft: null,
  history: [published, older],
  homeTiles: [
    { tile: 'pay', shown: true, standard: standard('Payer') },
    { tile: 'contest', shown: true, standard: standard('Contester') },
    { tile: 'prepay', shown: false, standard: standard('Anticiper') },
    { tile: 'subscribe', shown: true, standard: standard('Info') },
  ],
};
const path = '/operator/content/home/main';

async function openContentPage() {
  const user = userEvent.setup();
  renderConsole('/operator/content');
  await screen.findByRole('heading', { level: 1, name: fr.content.title });
  const title = await screen.findByRole('group', { name: fr.content.fields.home.title });
  return { user, title: within(title) };
}

// The first test also loads the page's lazy route module.
describe('the content page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(
          aStaffSession({ roles: ['content'], actions: ['content.edit', 'content.publish'] }),
        ),
      ),
      http.get(api(path), () => HttpResponse.json(item)),
      http.get(api('/operator/media'), () => HttpResponse.json({ pictures: [] })),
      http.get(api('/operator/content/home'), () =>
        HttpResponse.json({
          kind: 'home',
          items: [{ key: 'main', title: texts('Bienvenue'), live: true }],
        }),
      ),
      // The home's article blocks offer the white-label's articles.
      http.get(api('/operator/content/article'), () =>
        HttpResponse.json({ kind: 'article', items: [] }),
      ),
    );
  });

  it('shows the live texts in five languages, and refuses to publish one missing, naming it', async () => {
    let called = false;
    server.use(
      http.put(api(`${path}/draft`), () => {
        called = true;
        return HttpResponse.json(published);
      }),
    );
    const { user, title } = await openContentPage();
    expect(title.getByLabelText('Deutsch')).toHaveValue('Bienvenue de');
    expect(title.getByLabelText('Deutsch')).toHaveAttribute('lang', 'de');
    await user.clear(title.getByLabelText('Español'));
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    const alert = await screen.findByText(
      new RegExp(`${fr.content.fields.home.title} \\(Español\\)`),
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(title.getByLabelText('Español')).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);
  });

  it('saves the edited document as a draft, then publishes that draft', async () => {
    let saved: { document: HomeContent } | undefined;
    let publishedId: unknown;
    server.use(
      http.put(api(`${path}/draft`), async ({ request }) => {
        saved = (await request.json()) as { document: HomeContent };
        return HttpResponse.json({
          ...published,
          id: '12',
          state: 'draft',
          document: saved.document,
        });
      }),
      http.post(api(`${path}/publish`), async ({ request }) => {
        publishedId = ((await request.json()) as { revisionId: string }).revisionId;
        return HttpResponse.json(item);
      }),
    );
    const { user, title } = await openContentPage();
    await user.clear(title.getByLabelText('English'));
    await user.type(title.getByLabelText('English'), 'Pay in two minutes');
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.published);
    expect(saved?.document.title).toEqual({ ...texts('Bienvenue'), en: 'Pay in two minutes' });
    expect(saved?.document.subtitle).toEqual(none);
    expect(publishedId).toBe('12');
  });

  it('previews the banner in the language chosen, and refuses an unsafe link before any call', async () => {
    const { user } = await openContentPage();
    const preview = within(screen.getByRole('region', { name: fr.content.preview }));
    await user.selectOptions(preview.getByLabelText(fr.content.previewLanguage), 'it');
    expect(preview.getByText('Bienvenue it').closest('[lang]')).toHaveAttribute('lang', 'it');
    const link = screen.getByLabelText(fr.content.url);
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(fr.content.urlInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr.content.publish })).toBeDisabled();
  });

  it("edits a tile's words over its standard ones, previews them, and refuses a tile written in some languages only", async () => {
    let saved: { document: HomeContent } | undefined;
    server.use(
      http.put(api(`${path}/draft`), async ({ request }) => {
        saved = (await request.json()) as { document: HomeContent };
        return HttpResponse.json({
          ...published,
          id: '13',
          state: 'draft',
          document: saved.document,
        });
      }),
      http.post(api(`${path}/publish`), () => HttpResponse.json(item)),
    );
    const { user } = await openContentPage();
    const tiles = within(screen.getByRole('region', { name: fr.content.tiles.title }));
    const contestName = fr.content.tiles.names.contest;
    const contestTitle = within(
      tiles.getByRole('group', { name: fr.content.tiles.titleOf.replace('{tile}', contestName) }),
    );
    // Empty, each field shows the standard words it keeps.
    expect(contestTitle.getByLabelText('Italiano')).toHaveAttribute(
      'placeholder',
      'Contester standard it',
    );
    // The tile the home does not offer says so.
    expect(
      tiles.getByText(fr.content.tiles.hidden.replace('{tile}', fr.content.tiles.names.prepay)),
    ).toBeInTheDocument();
    // Pasted rather than typed: the words matter here, not each keystroke.
    await user.click(contestTitle.getByLabelText('Italiano'));
    await user.paste('Contesta una multa');
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    const label = fr.content.tiles.titleOf.replace('{tile}', contestName);
    expect(
      await screen.findByText(`${label} (Français, English, Deutsch, Español)`, { exact: false }),
    ).toHaveAttribute('role', 'alert');
    expect(saved).toBeUndefined();
    for (const name of ['Français', 'English', 'Deutsch', 'Español']) {
      await user.click(contestTitle.getByLabelText(name));
      await user.paste(`Contest ${name}`);
    }
    const preview = within(screen.getByRole('region', { name: fr.content.preview }));
    await user.selectOptions(preview.getByLabelText(fr.content.previewLanguage), 'it');
    expect(preview.getByText('Contesta una multa')).toBeInTheDocument();
    expect(preview.getByText('Payer standard it')).toBeInTheDocument();
    expect(preview.queryByText('Anticiper standard it')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.published);
    expect(saved?.document.tiles.contest.title.it).toBe('Contesta una multa');
    expect(saved?.document.tiles.pay).toEqual(emptyTileTexts());
  });

  it('publishes an earlier revision again from the history', async () => {
    let revisionId: unknown;
    server.use(
      http.post(api(`${path}/publish`), async ({ request }) => {
        revisionId = ((await request.json()) as { revisionId: string }).revisionId;
        return HttpResponse.json(item);
      }),
    );
    const { user } = await openContentPage();
    const history = within(screen.getByRole('region', { name: fr.content.history }));
    expect(history.getByText(fr.content.live)).toBeInTheDocument();
    const [revert] = history.getAllByRole('button', { name: fr.content.revert });
    await user.click(revert!);
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.reverted);
    expect(revisionId).toBe('3');
  });

  it('after a tenant file overwrote the live texts, offers the newest publication again', async () => {
    server.use(
      http.get(api(path), () =>
        HttpResponse.json({ ...item, live: { ...live, title: texts('Du fichier') } }),
      ),
    );
    await openContentPage();
    const history = within(screen.getByRole('region', { name: fr.content.history }));
    expect(history.queryByText(fr.content.live)).not.toBeInTheDocument();
    expect(history.getAllByRole('button', { name: fr.content.revert })).toHaveLength(2);
  });

  it('says a person without the content role may not open it', async () => {
    server.use(http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())));
    renderConsole('/operator/content');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      fr.content.title,
    );
  });
});

describe('the content page: other kinds', { timeout: 20_000 }, () => {
  const article: ArticleContent = {
    ...emptyContentDocument('article'),
    title: texts('Télépéage'),
    content: texts('Premier paragraphe.\n\nSecond'),
  };
  const articleItem = (key: string, live: ArticleContent | null): ContentItem => ({
    kind: 'article',
    key,
    live,
    draft: null,
    history: [],
    homeTiles: [],
  });

  beforeEach(() => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(
          aStaffSession({ roles: ['content'], actions: ['content.edit', 'content.publish'] }),
        ),
      ),
      http.get(api(path), () => HttpResponse.json(item)),
      http.get(api('/operator/media'), () => HttpResponse.json({ pictures: [] })),
      http.get(api('/operator/content/home'), () =>
        HttpResponse.json({
          kind: 'home',
          items: [{ key: 'main', title: live.title, live: true }],
        }),
      ),
      http.get(api('/operator/content/article'), () =>
        HttpResponse.json({
          kind: 'article',
          items: [
            { key: 'tolls', title: article.title, live: true },
            { key: 'draft-only', title: texts('Brouillon'), live: false },
          ],
        }),
      ),
      http.get(api('/operator/content/article/tolls'), () =>
        HttpResponse.json(articleItem('tolls', article)),
      ),
      http.get(api('/operator/content/article/:key'), ({ params }) =>
        HttpResponse.json(articleItem(String(params.key), null)),
      ),
    );
  });

  async function chooseKind(name: string) {
    const user = userEvent.setup();
    renderConsole('/operator/content');
    await screen.findByRole('group', { name: fr.content.fields.home.title });
    await user.selectOptions(screen.getByLabelText(fr.content.kind), name);
    return user;
  }

  it('opens the first article, previews its paragraphs, and publishes it under its key', async () => {
    let saved: { document: ArticleContent } | undefined;
    server.use(
      http.put(api('/operator/content/article/tolls/draft'), async ({ request }) => {
        saved = (await request.json()) as { document: ArticleContent };
        return HttpResponse.json({
          ...published,
          id: '21',
          state: 'draft',
          document: saved.document,
        });
      }),
      http.post(api('/operator/content/article/tolls/publish'), () =>
        HttpResponse.json(articleItem('tolls', article)),
      ),
    );
    const user = await chooseKind('article');
    const title = within(
      await screen.findByRole('group', { name: fr.content.fields.article.title }),
    );
    expect(title.getByLabelText('English')).toHaveValue('Télépéage en');
    // The list names the draft-only article as not published.
    const items = screen.getByLabelText(fr.content.item);
    expect(within(items).getByRole('option', { name: /Brouillon fr/ })).toHaveTextContent(
      fr.content.notLive.replace('{name}', 'Brouillon fr (/draft-only)'),
    );
    const preview = within(screen.getByRole('region', { name: fr.content.preview }));
    expect(preview.getByText('Premier paragraphe.')).toBeInTheDocument();
    expect(preview.getByText('Second fr')).toBeInTheDocument();
    await user.click(screen.getByLabelText(fr.content.darkMode));
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.published);
    expect(saved?.document).toEqual({ ...article, darkMode: true });
  });

  it('creates a new article by its slug, refusing a bad one or a page of the portal first', async () => {
    let savedPath = '';
    server.use(
      http.put(api('/operator/content/article/:key/draft'), async ({ request, params }) => {
        savedPath = String(params.key);
        const body = (await request.json()) as { document: ArticleContent };
        return HttpResponse.json({
          ...published,
          id: '22',
          state: 'draft',
          document: body.document,
        });
      }),
    );
    const user = await chooseKind('article');
    await screen.findByRole('group', { name: fr.content.fields.article.title });
    const slug = screen.getByLabelText(fr.content.newArticle);
    for (const [typed, message] of [
      ['Pneus Hiver', fr.content.slugInvalid],
      ['help', fr.errors.article_id_reserved],
      ['tolls', fr.content.slugTaken],
    ] as const) {
      await user.clear(slug);
      await user.type(slug, typed);
      await user.click(screen.getByRole('button', { name: fr.content.createArticle }));
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(slug).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(slug);
    await user.type(slug, 'pneus-hiver{Enter}');
    const title = within(
      await screen.findByRole('group', { name: fr.content.fields.article.title }),
    );
    await waitFor(() => expect(title.getByLabelText('Français')).toHaveValue(''));
    await user.type(title.getByLabelText('Français'), 'Pneus');
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.saved);
    expect(savedPath).toBe('pneus-hiver');
  });

  it("edits the rental companies' sign-in page and publishes it to that page only", async () => {
    const page: PageContent = {
      title: texts('Espace loueurs'),
      text: texts('Texte'),
      pictureAlt: none,
      picture: null,
    };
    let publishedPath = '';
    server.use(
      http.get(api('/operator/content/authentication-page'), () =>
        HttpResponse.json({
          kind: 'authentication-page',
          items: [
            { key: 'user', title: none, live: false },
            { key: 'renter', title: page.title, live: true },
          ],
        }),
      ),
      http.get(api('/operator/content/authentication-page/:key'), ({ params }) =>
        HttpResponse.json({
          ...articleItem(String(params.key), null),
          kind: 'authentication-page',
          live: params.key === 'renter' ? page : null,
        }),
      ),
      http.put(api('/operator/content/authentication-page/:key/draft'), async ({ request }) => {
        const body = (await request.json()) as { document: PageContent };
        return HttpResponse.json({
          ...published,
          id: '31',
          state: 'draft',
          document: body.document,
        });
      }),
      http.post(api('/operator/content/authentication-page/:key/publish'), ({ params }) => {
        publishedPath = String(params.key);
        return HttpResponse.json({
          ...articleItem('renter', null),
          kind: 'authentication-page',
          live: page,
        });
      }),
    );
    const user = await chooseKind('authentication-page');
    await user.selectOptions(await screen.findByLabelText(fr.content.item), 'renter');
    const title = within(await screen.findByRole('group', { name: fr.content.fields.page.title }));
    await waitFor(() => expect(title.getByLabelText('Italiano')).toHaveValue('Espace loueurs it'));
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.published);
    expect(publishedPath).toBe('renter');
  });
});
