import {
  entryPoints,
  servedHomeActions,
  type HomeTileTexts,
  type Article,
  type FooterEntry,
  type HomePage,
  type Language,
  type Whitelabel,
} from '@portico/contract';
import { localize, localizeOptional } from '../../shared/localized.ts';
import type { Tenant } from './domain.ts';
import type { FooterEntryRow, HomePageRow } from './repository.ts';

export function presentWhitelabel(tenant: Tenant, language: Language): Whitelabel {
  return {
    code: tenant.code,
    name: tenant.name,
    logoUrl: tenant.logoUrl,
    gdprText: localize(tenant.gdprText, language),
    seo: {
      title: localize(tenant.seoTitle, language),
      description: localize(tenant.seoDescription, language),
    },
    freeFlowEnabled: tenant.freeFlowEnabled,
    languages: tenant.languages,
    tagManager: tenant.tagManager,
  };
}

/** The articles a home page row names, as found for its tenant. */
export interface HomePageArticles {
  listBlock: Article[];
  sliderIds: string[];
  footer: Article | null;
}

/** The tiles' own words in `language`; a text the row leaves out stays null (standard text). */
function presentTileTexts(texts: HomeTileTexts, language: Language): HomePage['tileTexts'] {
  return Object.fromEntries(
    entryPoints.flatMap((tile) => {
      const own = texts[tile];
      if (!own || (own.title === null && own.subtitle === null)) return [];
      return [
        [
          tile,
          {
            title: localizeOptional(own.title, language),
            subtitle: localizeOptional(own.subtitle, language),
          },
        ],
      ];
    }),
  );
}

/**
 * The home of a white-label without free flow offers none of its actions (servedHomeActions):
 * the header's menu and the home's tiles read these actions, so neither leads to prepayment or
 * the passage alert, and Pay keeps its general subtitle.
 */
export function presentHomePage(
  row: HomePageRow,
  articles: HomePageArticles,
  language: Language,
  freeFlowEnabled: boolean,
): HomePage {
  return {
    title: localize(row.title, language),
    subtitle: localizeOptional(row.subtitle, language),
    picture: row.picture,
    url: row.url,
    urlOpenNewTab: row.urlOpenNewTab,
    actions: servedHomeActions(row.actions, freeFlowEnabled),
    listBlockTitle: localizeOptional(row.listBlockTitle, language),
    listBlockArticles: articles.listBlock,
    sliderBlockArticlesIds: articles.sliderIds,
    footerArticle: articles.footer,
    tileTexts: presentTileTexts(row.tileTexts, language),
  };
}

/** A tenant whose home page is not written yet still gets a page: its name and nothing else. */
export function emptyHomePage(tenant: Tenant): HomePage {
  return {
    title: tenant.name,
    subtitle: null,
    picture: null,
    url: null,
    urlOpenNewTab: false,
    actions: [],
    listBlockTitle: null,
    listBlockArticles: [],
    sliderBlockArticlesIds: [],
    footerArticle: null,
    tileTexts: {},
  };
}

/**
 * Article entries link to the article's in-app route "/<articleId>" (the web prefixes the
 * language); link entries carry their own URL.
 */
export function presentFooterEntry(row: FooterEntryRow, language: Language): FooterEntry {
  const link = {
    url: row.kind === 'article' ? `/${row.articleId ?? ''}` : (row.url ?? ''),
    urlOpenNewTab: row.urlOpenNewTab,
    title: localize(row.title, language),
  };
  return {
    footerEntrySection: row.section,
    article: row.kind === 'article' ? link : null,
    link: row.kind === 'link' ? link : null,
  };
}
