import { describe, expect, it } from 'vitest';
import { isArticleId } from './article-id.ts';
import {
  articleIdSchema,
  articleSchema,
  contentQuerySchema,
  faqSchema,
  footerSchema,
  homePageSchema,
  whitelabelSchema,
} from './content.ts';

const article = {
  id: 'free-flow-how-it-works',
  title: 'Come funziona il Free Flow',
  content: 'Primo paragrafo.\n\nSecondo paragrafo.',
  url: '/free-flow-how-it-works',
  urlOpenNewTab: false,
  picture: '/media/a79/gantry.svg',
  icon: 'road',
  catchphrase: null,
  buttonText: 'Scopri di più',
  darkMode: false,
};

const homePage = {
  title: 'Paga i tuoi viaggi sull’A79',
  subtitle: null,
  picture: '/media/a79/banner.svg',
  url: '/free-flow-how-it-works',
  urlOpenNewTab: false,
  actions: ['subscription', 'freeflow', 'prepayment', 'payment-notice'],
  listBlockTitle: 'Notizie',
  listBlockArticles: [article],
  sliderBlockArticlesIds: ['prepay-your-trips'],
  footerArticle: null,
};

describe('content schemas (spec section 3)', () => {
  it('accept the spec shapes', () => {
    expect(articleSchema.parse(article)).toEqual(article);
    // The spec's page has no tiles' own words (the console's, issue 28): none, the standard ones.
    expect(homePageSchema.parse(homePage)).toEqual({ ...homePage, tileTexts: {} });
    const ownWords = { contest: { title: 'Contesta una multa', subtitle: null } };
    expect(homePageSchema.parse({ ...homePage, tileTexts: ownWords }).tileTexts).toEqual(ownWords);
    expect(() =>
      homePageSchema.parse({ ...homePage, tileTexts: { parking: { title: 'x', subtitle: null } } }),
    ).toThrow();
    expect(
      whitelabelSchema.parse({
        code: 'a79',
        name: 'ALIAE A79',
        logoUrl: '/media/a79/logo.svg',
        gdprText: 'Testo',
        seo: { title: 'T', description: 'D' },
        freeFlowEnabled: true,
        languages: ['fr', 'it'],
        tagManager: null,
      }).languages,
    ).toEqual(['fr', 'it']);
    expect(
      faqSchema.parse({
        title: 'Centro assistenza',
        subtitle: null,
        picture: null,
        categories: [{ id: 'payment', title: 'Pagamento', icon: 'payment' }],
      }).categories,
    ).toHaveLength(1);
  });

  it('rejects an unknown home action', () => {
    expect(
      homePageSchema.safeParse({ ...homePage, actions: ['subscription', 'teleport'] }).success,
    ).toBe(false);
  });

  it('rejects articles with a bad id or a missing field', () => {
    expect(articleSchema.safeParse({ ...article, id: 'Free Flow' }).success).toBe(false);
    const { title: _title, ...untitled } = article;
    expect(articleSchema.safeParse(untitled).success).toBe(false);
    expect(articleSchema.safeParse({ ...article, darkMode: 'yes' }).success).toBe(false);
  });

  it.each(['a', 'free-flow', 'faq-2026', 'x'.repeat(100)])('accepts article id %s', (id) => {
    expect(articleIdSchema.safeParse(id).success).toBe(true);
    expect(isArticleId(id)).toBe(true);
  });

  it.each(['', '-lead', 'UPPER', 'with space', 'dot.dot', 'x'.repeat(101), 7])(
    'rejects article id %j',
    (id) => {
      expect(articleIdSchema.safeParse(id).success).toBe(false);
      expect(isArticleId(id)).toBe(false);
    },
  );

  it('needs exactly one of article or link in a footer entry', () => {
    const link = { url: 'https://www.example.org', urlOpenNewTab: true, title: 'Note legali' };
    const ok = { footerEntrySection: 'LEGAL_NOTICE', article: null, link };
    expect(footerSchema.safeParse({ footerEntries: [ok] }).success).toBe(true);
    expect(footerSchema.safeParse({ footerEntries: [{ ...ok, article: link }] }).success).toBe(
      false,
    );
    expect(footerSchema.safeParse({ footerEntries: [{ ...ok, link: null }] }).success).toBe(false);
    expect(
      footerSchema.safeParse({ footerEntries: [{ ...ok, footerEntrySection: 'COOKIES' }] }).success,
    ).toBe(false);
  });

  it('accepts only a supported lang and no unknown query key', () => {
    expect(contentQuerySchema.parse({ lang: 'de' })).toEqual({ lang: 'de' });
    expect(contentQuerySchema.parse({})).toEqual({});
    expect(contentQuerySchema.safeParse({ lang: 'pt' }).success).toBe(false);
    expect(contentQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });
});
