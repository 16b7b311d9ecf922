import { authenticationPageTypes } from '../accounts/vocabulary.ts';
import { type FooterEntrySection, footerEntrySections } from '../footer-sections.ts';
import { type EntryPoint, entryPoints } from '../home-actions.ts';
import { languages, type Language } from '../languages.ts';
import {
  type AssistantContent,
  assistantArticleIds,
  assistantNestedTexts,
} from './assistant-rules.ts';
import {
  type HelpCategoryContent,
  type HelpContent,
  helpNestedTexts,
} from './help-content-rules.ts';
import type { ContentTextField, DraftLocalized } from './content-text.ts';

/**
 * The rules of the console's content editing (issue 28 item 10) without Zod, so the console's
 * page imports them without the schemas (staff/content.ts).
 */

/**
 * The kinds of items the console edits: the home page's banner block, tiles and article blocks,
 * the two sign-in pages' texts (customers', rental companies'), the prepayment page's texts, the
 * articles, the help page (its cover and categories), each help category's entries, the words of
 * the guided assistant's steps, the footer's entries, and the trips page's text and articles
 * (also the payment confirmation page's).
 */
export const contentKinds = [
  'home',
  'authentication-page',
  'prepayment-page',
  'article',
  'help',
  'help-category',
  'assistant',
  'footer',
  'trips-page',
] as const;
export type ContentKind = (typeof contentKinds)[number];

/** The key of the one item of a kind that has one per white-label. */
export const singletonContentKey = 'main';

/**
 * The keys of the kinds with a fixed set of items; a kind not listed has one item per row of the
 * white-label: an article's slug, a help category's id.
 */
export const fixedContentKeys = {
  home: [singletonContentKey],
  'authentication-page': authenticationPageTypes,
  'prepayment-page': [singletonContentKey],
  help: [singletonContentKey],
  assistant: [singletonContentKey],
  footer: [singletonContentKey],
  'trips-page': [singletonContentKey],
} as const satisfies Partial<Record<ContentKind, readonly string[]>>;

/** The longest label (a banner title, a subtitle), as a tenant file allows it. */
export const contentLabelMaxLength = 300;
/** The longest body (an article, a page's text), as a tenant file allows it. */
export const contentBodyMaxLength = 20_000;
/** The items a kind's list holds at most (a white-label's articles). */
export const contentItemListMax = 500;
/** The articles a list of the home (its list block, its slider) holds at most, as a tenant file. */
export const homeArticleListMax = 20;
/** The articles the trips page (and the payment confirmation page) lists at most. */
export const tripsPageArticleMax = 20;
/** The footer's entries at most: one per section (the portal keys its links by section). */
export const footerEntryMax = footerEntrySections.length;
/** The revisions an item's history lists, newest first. */
export const contentHistoryMax = 30;

export type { ContentTextField, DraftLocalized } from './content-text.ts';

/**
 * A home tile's own words: empty in all five languages, the portal's standard text (its locale
 * files) shows; written, it must be written in all five.
 */
export interface TileTexts {
  title: DraftLocalized;
  subtitle: DraftLocalized;
}

/**
 * The tiles' own words as the live home page keeps them (and a tenant file writes them): a tile or
 * a text absent, the portal's standard text.
 */
export type HomeTileTexts = Partial<
  Record<
    EntryPoint,
    { title: Record<Language, string> | null; subtitle: Record<Language, string> | null }
  >
>;

/**
 * The home page's banner block (spec 001 "Home page data"): its texts and its link, and the words
 * of its four tiles.
 */
export interface HomeContent {
  title: DraftLocalized;
  /** Empty in all five languages: no subtitle. */
  subtitle: DraftLocalized;
  /** The title above the list of articles; empty in all five: none. */
  listBlockTitle: DraftLocalized;
  /** The banner's "Learn more" target, or null for no button. */
  url: string | null;
  urlOpenNewTab: boolean;
  /** The banner's picture: a media path (`/media/<white-label>/<name>`), or null for none. */
  picture: string | null;
  tiles: Record<EntryPoint, TileTexts>;
  /** The list block's articles (ids of the white-label's articles), in order. */
  listBlockArticleIds: string[];
  /** The slider's articles, in order. */
  sliderBlockArticleIds: string[];
  /** The article shown at the foot of the home; null: none. */
  footerArticleId: string | null;
}

/**
 * A page's own texts beside the portal's form (the sign-in pages, the prepayment page): its title,
 * its text (plain, paragraphs split by a blank line) and its picture's alternative text.
 */
export interface PageContent {
  title: DraftLocalized;
  text: DraftLocalized;
  /** Empty in all five languages: the picture is decoration. */
  pictureAlt: DraftLocalized;
  /** The page's picture: a media path, or null for none. */
  picture: string | null;
}

/** An article (spec 001 "articles"): also the in-app page /{lang}/{slug}. */
export interface ArticleContent {
  title: DraftLocalized;
  /** Plain text, paragraphs split by a blank line. */
  content: DraftLocalized;
  /** The slider's line under the title; empty in all five: none. */
  catchphrase: DraftLocalized;
  /** The link's button text; empty in all five: the portal's "Learn more". */
  buttonText: DraftLocalized;
  url: string | null;
  urlOpenNewTab: boolean;
  darkMode: boolean;
  /** The article's picture (its page and the home's slider): a media path, or null for none. */
  picture: string | null;
}

/** Where a footer entry leads: an article of the white-label, or a link. */
export type FooterTarget = { kind: 'article'; articleId: string } | { kind: 'link'; url: string };

/** A footer entry (spec 001 "footer"): its section, its target and its title. */
export interface FooterEntryContent {
  section: FooterEntrySection;
  target: FooterTarget;
  urlOpenNewTab: boolean;
  title: DraftLocalized;
}

/** The footer: its entries in the order visitors see them. */
export interface FooterContent {
  entries: FooterEntryContent[];
}

/**
 * The trips lists' page (and the payment confirmation page): the first-offence notice's text and
 * the articles shown under the lists.
 */
export interface TripsPageContent {
  /** Explains the first-offence notice; empty in all five languages: no text. */
  primoPassantText: DraftLocalized;
  /** Ids of the white-label's articles, in order. */
  articleIds: string[];
}

/** Each kind's document. */
export interface ContentDocuments {
  home: HomeContent;
  'authentication-page': PageContent;
  'prepayment-page': PageContent;
  article: ArticleContent;
  help: HelpContent;
  'help-category': HelpCategoryContent;
  assistant: AssistantContent;
  footer: FooterContent;
  'trips-page': TripsPageContent;
}
export type ContentDocument = ContentDocuments[ContentKind];

/**
 * A link a visitor follows: an in-app path (`/free-flow`, never `//host`), an https URL or a
 * mailto address. Nothing else: `javascript:`, `data:` and plain http never reach a page.
 */
export const safeLinkPattern = /^(?:\/(?![/\\])\S*|https:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+)$/;

const label = (requirement: ContentTextField['requirement']) => ({
  requirement,
  max: contentLabelMaxLength,
});
const body = { requirement: 'required', max: contentBodyMaxLength } as const;
const pageTextFields = { title: label('required'), text: body, pictureAlt: label('optional') };

/** The localized fields of each kind, in the editor's order (a home's tiles come on top). */
export const contentTextFields = {
  home: {
    title: label('required'),
    subtitle: label('optional'),
    listBlockTitle: label('optional'),
  },
  'authentication-page': pageTextFields,
  'prepayment-page': pageTextFields,
  article: {
    title: label('required'),
    content: body,
    catchphrase: label('optional'),
    buttonText: label('optional'),
  },
  help: { title: label('required'), subtitle: label('optional') },
  // Its texts are in its list of entries (helpNestedTexts).
  'help-category': {},
  // Its texts are its steps' (assistantNestedTexts).
  assistant: {},
  // Each entry's title is required (footerEntryTitleField), the list itself has no text.
  footer: {},
  'trips-page': { primoPassantText: { requirement: 'optional', max: contentBodyMaxLength } },
} as const satisfies {
  [K in ContentKind]: Partial<Record<keyof ContentDocuments[K], ContentTextField>>;
};

/** A tile's text, named as a path of the document: `tiles.pay.title`. */
export type TileTextField = `tiles.${EntryPoint}.${keyof TileTexts}`;

/** A footer entry's title, named as a path of the document: `entries.0.title`. */
export type FooterEntryTitleField = `entries.${number}.title`;

/** A field missing in some languages: publishing refuses the revision while any remains. */
export interface MissingTranslation {
  /**
   * A field of contentTextFields, a home tile's text (TileTextField), a text in a help list
   * (`categories.2.title`, `entries.0.title`) or a footer entry's title (FooterEntryTitleField).
   */
  field: string;
  languages: Language[];
}

/** A text empty in every language. */
export const emptyLocalized = (): DraftLocalized =>
  Object.fromEntries(languages.map((language) => [language, ''])) as DraftLocalized;

/** A tile with every text empty: nothing of its own, the portal's standard text shows. */
export const emptyTileTexts = (): TileTexts => ({
  title: emptyLocalized(),
  subtitle: emptyLocalized(),
});

/** The languages a text leaves empty, when that stops publication (see missingTranslations). */
function emptyBlocking(text: DraftLocalized, requirement: 'required' | 'optional'): Language[] {
  const empty = languages.filter((language) => text[language].trim() === '');
  const incomplete =
    requirement === 'required' ? empty.length > 0 : empty.length % languages.length !== 0;
  return incomplete ? empty : [];
}

/** The document's localized field (contentTextFields names only localized ones). */
const localizedOf = (document: ContentDocument, field: string): DraftLocalized =>
  (document as unknown as Record<string, DraftLocalized>)[field] ?? emptyLocalized();

/**
 * What stops a document from being published: a required text empty in a language, or an
 * optional one written in some languages but not all (a visitor would meet an empty label).
 */
export function missingTranslations<K extends ContentKind>(
  kind: K,
  document: ContentDocuments[K],
): MissingTranslation[] {
  const fields: Record<string, ContentTextField> = contentTextFields[kind];
  const own = Object.entries(fields).map(([field, { requirement }]) => ({
    field,
    languages: emptyBlocking(localizedOf(document, field), requirement),
  }));
  const tiles =
    kind === 'home'
      ? entryPoints.flatMap((tile) =>
          (['title', 'subtitle'] as const).map((text) => ({
            field: `tiles.${tile}.${text}` satisfies TileTextField,
            languages: emptyBlocking((document as HomeContent).tiles[tile][text], 'optional'),
          })),
        )
      : [];
  const nested =
    kind === 'help' || kind === 'help-category'
      ? helpNestedTexts(document as HelpContent | HelpCategoryContent).map(
          ({ field, text, requirement }) => ({
            field,
            languages: emptyBlocking(text, requirement),
          }),
        )
      : kind === 'assistant'
        ? assistantNestedTexts(document as AssistantContent).map(
            ({ field, text, requirement }) => ({
              field,
              languages: emptyBlocking(text, requirement),
            }),
          )
        : [];
  const entries =
    kind === 'footer'
      ? (document as FooterContent).entries.map((entry, index) => ({
          field: `entries.${index}.title` satisfies FooterEntryTitleField,
          languages: emptyBlocking(entry.title, 'required'),
        }))
      : [];
  return [...own, ...tiles, ...nested, ...entries].filter((entry) => entry.languages.length > 0);
}

/** A document of the kind with every text empty and no link: a new article's first draft. */
export function emptyContentDocument<K extends ContentKind>(kind: K): ContentDocuments[K] {
  const texts = Object.fromEntries(
    Object.keys(contentTextFields[kind]).map((field) => [field, emptyLocalized()]),
  );
  const extra = {
    home: {
      url: null,
      urlOpenNewTab: false,
      picture: null,
      tiles: Object.fromEntries(entryPoints.map((tile) => [tile, emptyTileTexts()])),
      listBlockArticleIds: [],
      sliderBlockArticleIds: [],
      footerArticleId: null,
    },
    'authentication-page': { picture: null },
    'prepayment-page': { picture: null },
    article: { url: null, urlOpenNewTab: false, darkMode: false, picture: null },
    help: { categories: [] },
    'help-category': { entries: [] },
    assistant: { nodes: [] },
    footer: { entries: [] },
    'trips-page': { articleIds: [] },
  }[kind];
  return { ...texts, ...extra } as unknown as ContentDocuments[K];
}

/**
 * The articles a document points to (a home's blocks, the footer's article entries, the trips
 * page's list), each once: they must be articles of the white-label, live.
 */
export function referencedArticleIds<K extends ContentKind>(
  kind: K,
  document: ContentDocuments[K],
): string[] {
  const ids = (() => {
    switch (kind) {
      case 'home': {
        const home = document as HomeContent;
        return [
          ...home.listBlockArticleIds,
          ...home.sliderBlockArticleIds,
          ...(home.footerArticleId === null ? [] : [home.footerArticleId]),
        ];
      }
      case 'footer':
        return (document as FooterContent).entries.flatMap(({ target }) =>
          target.kind === 'article' ? [target.articleId] : [],
        );
      case 'trips-page':
        return (document as TripsPageContent).articleIds;
      case 'assistant':
        return assistantArticleIds(document as AssistantContent);
      default:
        return [];
    }
  })();
  return [...new Set(ids)];
}
