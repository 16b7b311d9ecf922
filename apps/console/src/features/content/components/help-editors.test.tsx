import {
  type AssistantContent,
  type AssistantNodeDraft,
  type ContentItem,
  type ContentRevision,
  emptyTileTexts,
  type HelpCategoryContent,
  type HelpContent,
  type HomeContent,
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
const home: HomeContent = {
  title: texts('Bienvenue'),
  subtitle: none,
  listBlockTitle: none,
  url: null,
  urlOpenNewTab: false,
  picture: null,
  listBlockArticleIds: [],
  sliderBlockArticleIds: [],
  footerArticleId: null,
  tiles: {
    pay: emptyTileTexts(),
    contest: emptyTileTexts(),
    prepay: emptyTileTexts(),
    subscribe: emptyTileTexts(),
  },
};
const help: HelpContent = {
  title: texts('Aide'),
  subtitle: none,
  categories: [
    { id: 'payment', title: texts('Paiement'), icon: 'payment' },
    { id: 'account', title: texts('Compte'), icon: 'account' },
  ],
};
const entries: HelpCategoryContent = { entries: [{ kind: 'ARTICLE', articleId: 'tolls' }] };
const step = (
  id: string,
  parentId: string | null,
  kind: AssistantNodeDraft['kind'],
): AssistantNodeDraft => ({
  id,
  parentId,
  kind,
  label: none,
  text: none,
  articleId: null,
  categoryId: null,
  form: null,
});
const assistant: AssistantContent = {
  nodes: [
    { ...step('root', null, 'ROOT'), label: texts('Départ') },
    { ...step('billing', 'root', 'QUESTION'), label: texts('Factures') },
    { ...step('why', 'billing', 'TEXT'), label: texts('Pourquoi'), text: texts('Car.') },
  ],
};
const itemOf = (kind: ContentItem['kind'], key: string, live: ContentItem['live']) => ({
  kind,
  key,
  live,
  draft: null,
  history: [],
  homeTiles: [],
});
const draftOf = (document: ContentRevision['document']): ContentRevision => ({
  id: '41',
  state: 'draft',
  document,
  author: 'Chloé',
  createdAt: '2026-11-29T10:00:00.000Z',
});

async function chooseKind(kind: string) {
  const user = userEvent.setup();
  renderConsole('/operator/content');
  await screen.findByRole('group', { name: fr.content.fields.home.title });
  await user.selectOptions(screen.getByLabelText(fr.content.kind), kind);
  return user;
}

const ofList = (kind: string, items: { key: string; title: typeof none }[]) =>
  HttpResponse.json({ kind, items: items.map((item) => ({ ...item, live: true })) });

describe('the help centre editors', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(
          aStaffSession({ roles: ['content'], actions: ['content.edit', 'content.publish'] }),
        ),
      ),
      http.get(api('/operator/content/home'), () =>
        ofList('home', [{ key: 'main', title: home.title }]),
      ),
      http.get(api('/operator/content/home/main'), () =>
        HttpResponse.json(itemOf('home', 'main', home)),
      ),
      http.get(api('/operator/content/help'), () =>
        ofList('help', [{ key: 'main', title: help.title }]),
      ),
      http.get(api('/operator/content/help/main'), () =>
        HttpResponse.json(itemOf('help', 'main', help)),
      ),
      http.get(api('/operator/content/help-category'), () =>
        ofList(
          'help-category',
          help.categories.map(({ id, title }) => ({ key: id, title })),
        ),
      ),
      http.get(api('/operator/content/help-category/:key'), ({ params }) =>
        HttpResponse.json(itemOf('help-category', String(params.key), entries)),
      ),
      http.get(api('/operator/content/assistant'), () =>
        ofList('assistant', [{ key: 'main', title: texts('Départ') }]),
      ),
      http.get(api('/operator/content/assistant/main'), () =>
        HttpResponse.json(itemOf('assistant', 'main', assistant)),
      ),
      http.get(api('/operator/content/article'), () =>
        ofList('article', [
          { key: 'tolls', title: texts('Télépéage') },
          { key: 'refunds', title: texts('Remboursements') },
        ]),
      ),
    );
  });

  it('moves a category with the keyboard, adds one, and publishes the new order', async () => {
    let saved: HelpContent | undefined;
    server.use(
      http.put(api('/operator/content/help/main/draft'), async ({ request }) => {
        saved = ((await request.json()) as { document: HelpContent }).document;
        return HttpResponse.json(draftOf(saved));
      }),
      http.post(api('/operator/content/help/main/publish'), () =>
        HttpResponse.json(itemOf('help', 'main', saved ?? help)),
      ),
    );
    const user = await chooseKind('help');
    await screen.findByRole('group', { name: fr.content.fields.help.title });
    const down = screen.getByRole('button', {
      name: fr.helpEditors.list.moveDown.replace('{name}', 'Paiement fr'),
    });
    down.focus();
    await user.keyboard('{Enter}');
    // The focus stays on the moved row's button, and the move is announced.
    expect(down).toHaveFocus();
    expect(
      screen.getByText(
        fr.helpEditors.list.moved
          .replace('{name}', 'Paiement fr')
          .replace('{position}', '2')
          .replace('{count}', '2'),
      ),
    ).toBeInTheDocument();
    const preview = within(screen.getByRole('list', { name: fr.helpEditors.help.categories }));
    expect(preview.getAllByRole('listitem').map((tile) => tile.textContent)).toEqual([
      `Compte fr${fr.helpEditors.help.icons.account}`,
      `Paiement fr${fr.helpEditors.help.icons.payment}`,
    ]);

    const id = screen.getByLabelText(fr.helpEditors.help.newCategory);
    await user.type(id, 'Bad Id{Enter}');
    expect(screen.getByText(fr.helpEditors.help.idInvalid)).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, 'tolls{Enter}');
    const title = within(
      screen.getByRole('group', {
        name: fr.helpEditors.help.categoryTitle.replace('{id}', 'tolls'),
      }),
    );
    // Publishing first names the new category's missing title.
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    const refusal = await screen.findByText(
      new RegExp(fr.helpEditors.help.categoryAt.replace('{position}', '3')),
    );
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(title.getByLabelText('Deutsch')).toHaveAttribute('aria-invalid', 'true');
    for (const language of ['Français', 'English', 'Deutsch', 'Italiano', 'Español']) {
      await user.type(title.getByLabelText(language), `Péages ${language}`);
    }
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.categories.map(({ id: key, icon }) => [key, icon])).toEqual([
      ['account', 'account'],
      ['payment', 'payment'],
      ['tolls', 'help'],
    ]);
  });

  it('shows why a removed category is refused', async () => {
    server.use(
      http.put(api('/operator/content/help/main/draft'), async ({ request }) =>
        HttpResponse.json(draftOf(((await request.json()) as { document: HelpContent }).document)),
      ),
      http.post(api('/operator/content/help/main/publish'), () =>
        HttpResponse.json({ message: 'help_category_in_use', details: [] }, { status: 409 }),
      ),
    );
    const user = await chooseKind('help');
    await user.click(
      await screen.findByRole('button', {
        name: fr.helpEditors.list.remove.replace('{name}', 'Paiement fr'),
      }),
    );
    expect(
      screen.queryByRole('group', {
        name: fr.helpEditors.help.categoryTitle.replace('{id}', 'payment'),
      }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: fr.content.publish }));
    expect(await screen.findByText(fr.errors.help_category_in_use)).toBeInTheDocument();
  });

  it('adds a link and an article to a category and saves them in order', async () => {
    let saved: HelpCategoryContent | undefined;
    server.use(
      http.put(api('/operator/content/help-category/payment/draft'), async ({ request }) => {
        saved = ((await request.json()) as { document: HelpCategoryContent }).document;
        return HttpResponse.json(draftOf(saved));
      }),
    );
    const user = await chooseKind('help-category');
    const article = await screen.findByLabelText(
      fr.helpEditors.help.article.replace('{position}', '1'),
    );
    expect(article).toHaveValue('tolls');
    await user.click(screen.getByRole('button', { name: fr.helpEditors.help.addLink }));
    // A link without its address cannot be saved.
    expect(screen.getByText(fr.helpEditors.help.linkMissing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr.content.saveDraft })).toBeDisabled();
    const link = within(
      screen.getByRole('group', {
        name: fr.helpEditors.help.linkTitle.replace('{position}', '2'),
      }),
    );
    await user.type(link.getByLabelText('Français'), 'Site');
    await user.type(screen.getByLabelText(fr.helpEditors.help.linkUrl), 'https://example.org');
    await user.click(
      screen.getByRole('button', { name: fr.helpEditors.list.moveUp.replace('{name}', 'Site') }),
    );
    // The only article left to add is the one no entry shows yet.
    await user.click(screen.getByRole('button', { name: fr.helpEditors.help.addArticle }));
    expect(screen.getByRole('button', { name: fr.helpEditors.help.addArticle })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.entries).toEqual([
      {
        kind: 'URL',
        title: { ...none, fr: 'Site' },
        url: 'https://example.org',
        urlOpenNewTab: false,
      },
      { kind: 'ARTICLE', articleId: 'tolls' },
      { kind: 'ARTICLE', articleId: 'refunds' },
    ]);
  });

  it('opens a step from the tree, previews it, and saves its words only', async () => {
    let saved: AssistantContent | undefined;
    server.use(
      http.put(api('/operator/content/assistant/main/draft'), async ({ request }) => {
        saved = ((await request.json()) as { document: AssistantContent }).document;
        return HttpResponse.json(draftOf(saved));
      }),
    );
    const user = await chooseKind('assistant');
    const tree = within(
      await screen.findByRole('navigation', { name: fr.helpEditors.assistant.tree }),
    );
    // Nested: the answer is listed under its question.
    const question = tree.getByRole('button', { name: /Factures fr/ });
    expect(
      within(question.closest('li') as HTMLElement).getByRole('button', { name: /Pourquoi fr/ }),
    ).toBeInTheDocument();
    await user.click(tree.getByRole('button', { name: /Pourquoi fr/ }));
    expect(tree.getByRole('button', { name: /Pourquoi fr/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The focus lands on the open step, above its fields, below the tree.
    expect(
      screen.getByRole('heading', {
        name: fr.helpEditors.assistant.stepHeading.replace('{name}', 'Pourquoi fr'),
      }),
    ).toHaveFocus();
    const text = within(
      screen.getByRole('group', {
        name: fr.helpEditors.assistant.text.replace('{name}', 'Pourquoi fr'),
      }),
    );
    await user.clear(text.getByLabelText('Français'));
    await user.type(text.getByLabelText('Français'), 'Parce que.');
    const preview = within(screen.getByRole('region', { name: fr.content.preview }));
    expect(preview.getByText('Parce que.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.nodes.map(({ id, parentId, kind }) => [id, parentId, kind])).toEqual([
      ['root', null, 'ROOT'],
      ['billing', 'root', 'QUESTION'],
      ['why', 'billing', 'TEXT'],
    ]);
    expect(saved?.nodes[2]?.text).toEqual({ ...texts('Car.'), fr: 'Parce que.' });
  });

  it('builds the tree: a form step with a list under a question, moved, a step removed', async () => {
    let saved: AssistantContent | undefined;
    server.use(
      http.put(api('/operator/content/assistant/main/draft'), async ({ request }) => {
        saved = ((await request.json()) as { document: AssistantContent }).document;
        return HttpResponse.json(draftOf(saved));
      }),
    );
    const texts = fr.helpEditors;
    const user = await chooseKind('assistant');
    const tree = within(await screen.findByRole('navigation', { name: texts.assistant.tree }));
    await user.click(tree.getByRole('button', { name: /Factures fr/ }));
    await user.click(
      screen.getByRole('button', {
        name: texts.assistant.addUnder.replace('{name}', 'Factures fr'),
      }),
    );
    // The new step is open, under the question, after its answer.
    const opened = tree.getByRole('button', { current: true });
    expect(opened).toHaveTextContent(texts.assistant.kinds.QUESTION);
    expect(within(opened.closest('ul') as HTMLElement).getAllByRole('button')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText(texts.assistant.kind), 'ACTION');
    await user.type(
      within(screen.getByRole('group', { name: texts.form.title })).getByLabelText('Français'),
      'Écrivez-nous',
    );
    await user.click(screen.getByRole('button', { name: texts.form.addField }));
    await user.selectOptions(screen.getByLabelText(texts.form.type), 'select');
    // A list without a choice is named before anything is sent, and nothing can be saved.
    const problems = (await screen.findByText(texts.assistant.problemsTitle)).closest('div');
    expect(problems).toHaveAttribute('role', 'alert');
    expect(problems).toHaveTextContent(/un champ liste de son formulaire/);
    expect(screen.getByRole('button', { name: fr.content.saveDraft })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Ajouter un choix/ }));
    expect(screen.queryByText(texts.assistant.problemsTitle)).not.toBeInTheDocument();
    await user.type(
      within(
        screen.getByRole('group', { name: texts.form.optionLabel.replace('{position}', '1') }),
      ).getByLabelText('Français'),
      'Une facture',
    );
    const unnamed = texts.assistant.unnamed.replace('{kind}', texts.assistant.kinds.ACTION);
    await user.click(
      screen.getByRole('button', { name: texts.list.moveUp.replace('{name}', unnamed) }),
    );
    const billing = tree.getByRole('button', { name: /Factures fr/ }).closest('li') as HTMLElement;
    expect(
      within(billing)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('Factures fr'),
      expect.stringContaining(unnamed),
      expect.stringContaining('Pourquoi fr'),
    ]);
    await user.click(tree.getByRole('button', { name: /Pourquoi fr/ }));
    await user.click(
      screen.getByRole('button', { name: texts.list.remove.replace('{name}', 'Pourquoi fr') }),
    );
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.nodes.map(({ parentId, kind }) => [parentId, kind])).toEqual([
      [null, 'ROOT'],
      ['root', 'QUESTION'],
      ['billing', 'ACTION'],
    ]);
    const form = saved?.nodes[2]?.form;
    expect(saved?.nodes[2]?.id).toMatch(/^step-[a-z0-9]{6}$/);
    expect(form?.title.fr).toBe('Écrivez-nous');
    expect(form?.fields).toEqual([
      expect.objectContaining({
        name: 'field-1',
        type: 'select',
        options: [{ value: 'choice-1', label: { ...none, fr: 'Une facture' } }],
      }),
    ]);
  });
});
