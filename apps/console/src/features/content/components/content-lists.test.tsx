import {
  type ContentItem,
  type ContentRevision,
  emptyContentDocument,
  emptyLocalized,
  type FooterContent,
  type FooterEntryContent,
  type HomeContent,
  type TripsPageContent,
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

const itemOf = (kind: ContentItem['kind'], live: ContentItem['live']): ContentItem => ({
  kind,
  key: 'main',
  live,
  draft: null,
  history: [],
  homeTiles: [],
});

const home: HomeContent = {
  ...emptyContentDocument('home'),
  title: texts('Bienvenue'),
  listBlockArticleIds: ['tolls'],
  sliderBlockArticleIds: [],
  footerArticleId: null,
};

const accessibility: FooterEntryContent = {
  section: 'ACCESSIBILITY',
  target: { kind: 'link', url: 'https://example.org/a11y' },
  urlOpenNewTab: true,
  title: texts('Accessibilité'),
};
const footer: FooterContent = {
  entries: [
    {
      section: 'LEGAL_NOTICE',
      target: { kind: 'article', articleId: 'tolls' },
      urlOpenNewTab: false,
      title: texts('Mentions'),
    },
    accessibility,
  ],
};

/** The documents the page sent, by kind: saved as drafts, then published. */
let sent: Record<string, unknown> = {};

const draftOf = (document: unknown): ContentRevision => ({
  id: '40',
  state: 'draft',
  document: document as ContentRevision['document'],
  author: 'Chloé',
  createdAt: '2026-11-29T10:00:00.000Z',
});

async function openKind(kindLabel?: string) {
  const user = userEvent.setup();
  renderConsole('/operator/content');
  await screen.findByRole('group', { name: fr.content.fields.home.title });
  if (kindLabel) await user.selectOptions(screen.getByLabelText(fr.content.kind), kindLabel);
  return user;
}

// The first test also loads the page's lazy route module.
describe('the content page: lists of articles and the footer', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sent = {};
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(
          aStaffSession({ roles: ['content'], actions: ['content.edit', 'content.publish'] }),
        ),
      ),
      http.get(api('/operator/content/home'), () =>
        HttpResponse.json({
          kind: 'home',
          items: [{ key: 'main', title: home.title, live: true }],
        }),
      ),
      http.get(api('/operator/content/footer'), () =>
        HttpResponse.json({
          kind: 'footer',
          items: [{ key: 'main', title: emptyLocalized(), live: true }],
        }),
      ),
      http.get(api('/operator/content/trips-page'), () =>
        HttpResponse.json({
          kind: 'trips-page',
          items: [{ key: 'main', title: emptyLocalized(), live: false }],
        }),
      ),
      http.get(api('/operator/content/article'), () =>
        HttpResponse.json({
          kind: 'article',
          items: [
            { key: 'tolls', title: texts('Télépéage'), live: true },
            { key: 'winter', title: texts('Hiver'), live: true },
            { key: 'draft-only', title: texts('Brouillon'), live: false },
          ],
        }),
      ),
      http.get(api('/operator/content/home/main'), () => HttpResponse.json(itemOf('home', home))),
      http.get(api('/operator/content/footer/main'), () =>
        HttpResponse.json(itemOf('footer', footer)),
      ),
      http.get(api('/operator/content/trips-page/main'), () =>
        HttpResponse.json(itemOf('trips-page', null)),
      ),
      http.put(api('/operator/content/:kind/main/draft'), async ({ request, params }) => {
        const { document } = (await request.json()) as { document: unknown };
        sent[String(params.kind)] = document;
        return HttpResponse.json(draftOf(document));
      }),
      http.post(api('/operator/content/:kind/main/publish'), ({ params }) =>
        HttpResponse.json(itemOf(params.kind as ContentItem['kind'], null)),
      ),
    );
  });

  it('orders the home’s list with buttons, adds to the slider, and picks the foot article', async () => {
    const user = await openKind();
    const list = within(await screen.findByRole('group', { name: fr.content.home.listBlock }));
    // Only published articles are offered, and not one the list already holds.
    const choices = await list.findByLabelText(fr.content.lists.article);
    await waitFor(() =>
      expect(
        within(choices)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Hiver fr (/winter)']),
    );
    await user.click(list.getByRole('button', { name: fr.content.lists.add }));
    const winterUp = list.getByRole('button', {
      name: fr.content.lists.moveUp.replace('{name}', 'Hiver fr (/winter)'),
    });
    // The keyboard moves it: focus the button, press Enter.
    winterUp.focus();
    await user.keyboard('{Enter}');
    expect(list.getAllByRole('listitem').map((entry) => entry.firstChild?.textContent)).toEqual([
      'Hiver fr (/winter)',
      'Télépéage fr (/tolls)',
    ]);
    // At the top it cannot go higher: the keyboard's focus moves to its "move down" button.
    expect(winterUp).toBeDisabled();
    await waitFor(() =>
      expect(
        list.getByRole('button', {
          name: fr.content.lists.moveDown.replace('{name}', 'Hiver fr (/winter)'),
        }),
      ).toHaveFocus(),
    );

    const slider = within(screen.getByRole('group', { name: fr.content.home.sliderBlock }));
    await user.selectOptions(slider.getByLabelText(fr.content.lists.article), 'tolls');
    await user.click(slider.getByRole('button', { name: fr.content.lists.add }));
    await user.selectOptions(screen.getByLabelText(fr.content.home.footerArticle), 'winter');
    // The preview lists the block's articles in the new order.
    const preview = within(screen.getByRole('region', { name: fr.content.preview }));
    expect(
      within(preview.getByRole('list', { name: fr.content.home.listBlock }))
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Hiver fr (/winter)', 'Télépéage fr (/tolls)']);
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() =>
      expect(sent.home).toMatchObject({
        listBlockArticleIds: ['winter', 'tolls'],
        sliderBlockArticleIds: ['tolls'],
        footerArticleId: 'winter',
      }),
    );

    // Removing one and choosing no foot article.
    await user.click(
      list.getByRole('button', {
        name: fr.content.lists.remove.replace('{name}', 'Télépéage fr (/tolls)'),
      }),
    );
    await user.selectOptions(
      screen.getByLabelText(fr.content.home.footerArticle),
      fr.content.home.noFooterArticle,
    );
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() =>
      expect(sent.home).toMatchObject({ listBlockArticleIds: ['winter'], footerArticleId: null }),
    );
  });

  it('reorders, removes and adds footer entries, naming a title missing before publishing', async () => {
    const user = await openKind('footer');
    const second = within(
      await screen.findByRole('group', { name: fr.content.footer.entry.replace('{number}', '2') }),
    );
    await user.click(
      second.getByRole('button', { name: fr.content.footer.moveUp.replace('{number}', '2') }),
    );
    // The accessibility link is first now; the legal notice (entry 2) leaves.
    const first = within(
      screen.getByRole('group', { name: fr.content.footer.entry.replace('{number}', '1') }),
    );
    expect(first.getByLabelText(fr.content.footer.url)).toHaveValue('https://example.org/a11y');
    await user.click(
      screen.getByRole('button', { name: fr.content.footer.remove.replace('{number}', '2') }),
    );
    await user.click(screen.getByRole('button', { name: fr.content.footer.add }));
    const added = within(
      screen.getByRole('group', { name: fr.content.footer.entry.replace('{number}', '2') }),
    );
    // A section another entry uses is not offered.
    const sections = within(added.getByLabelText(fr.content.footer.section));
    expect(
      sections.queryByRole('option', { name: fr.content.footer.sections.ACCESSIBILITY }),
    ).toBeNull();
    await user.selectOptions(added.getByLabelText(fr.content.footer.section), 'TERMS_OF_USE');
    await user.selectOptions(added.getByLabelText(fr.content.lists.article), 'winter');
    const title = within(added.getByRole('group', { name: fr.content.footer.title }));
    for (const language of ['Français', 'English', 'Deutsch', 'Italiano']) {
      await user.type(title.getByLabelText(language), `CGU ${language}`);
    }
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    const refusal = await screen.findByText(
      new RegExp(`${fr.content.footer.entryTitle.replace('{number}', '2')} \\(Español\\)`),
    );
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(sent.footer).toBeUndefined();

    await user.type(title.getByLabelText('Español'), 'CGU Español');
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.published);
    expect(sent.footer).toEqual({
      entries: [
        accessibility,
        {
          section: 'TERMS_OF_USE',
          target: { kind: 'article', articleId: 'winter' },
          urlOpenNewTab: false,
          title: {
            fr: 'CGU Français',
            en: 'CGU English',
            de: 'CGU Deutsch',
            it: 'CGU Italiano',
            es: 'CGU Español',
          },
        },
      ],
    } satisfies FooterContent);
    const preview = within(screen.getByRole('region', { name: fr.content.preview }));
    expect(preview.getByText('CGU Français')).toBeInTheDocument();
  });

  it('holds a footer link that visitors could not follow', async () => {
    const user = await openKind('footer');
    const link = await screen.findByLabelText(fr.content.footer.url);
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: fr.content.publish })).toBeDisabled();
  });

  it('writes the trips page’s text and articles, and previews them', async () => {
    const user = await openKind('trips-page');
    const text = within(
      await screen.findByRole('group', { name: fr.content.fields.tripsPage.primoPassantText }),
    );
    await user.type(text.getByLabelText('Français'), 'Une première fois pardonnée');
    const articles = within(screen.getByRole('group', { name: fr.content.tripsPage.articles }));
    await user.click(articles.getByRole('button', { name: fr.content.lists.add }));
    // Written in one language only: publishing names the four others.
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    const refusal = await screen.findByText(
      new RegExp(`${fr.content.fields.tripsPage.primoPassantText} \\(English`),
    );
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(sent['trips-page']).toBeUndefined();
    await user.clear(text.getByLabelText('Français'));
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.content.published);
    expect(sent['trips-page']).toEqual({
      primoPassantText: emptyLocalized(),
      articleIds: ['tolls'],
    } satisfies TripsPageContent);
    const preview = within(screen.getByRole('region', { name: fr.content.preview }));
    expect(preview.getByText('Télépéage fr (/tolls)')).toBeInTheDocument();
  });
});
