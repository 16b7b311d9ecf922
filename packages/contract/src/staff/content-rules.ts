import { type EntryPoint, entryPoints } from '../home-actions.ts';
import { languages, type Language } from '../languages.ts';

/**
 * The rules of the console's content editing (issue 28 item 10) without Zod, so the console's
 * page imports them without the schemas (staff/content.ts).
 */

/** The items the console edits so far: the home page's banner block. */
export const contentKinds = ['home'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** The key of the one item of a kind that has one per white-label. */
export const singletonContentKey = 'main';

/** The longest label (a banner title, a subtitle), as a tenant file allows it. */
export const contentLabelMaxLength = 300;
/** The revisions an item's history lists, newest first. */
export const contentHistoryMax = 30;

/** A text in each language; a draft may leave some empty (""), publishing may not. */
export type DraftLocalized = Record<Language, string>;

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
  tiles: Record<EntryPoint, TileTexts>;
}

/**
 * A link a visitor follows: an in-app path (`/free-flow`, never `//host`), an https URL or a
 * mailto address. Nothing else: `javascript:`, `data:` and plain http never reach a page.
 */
export const safeLinkPattern = /^(?:\/(?![/\\])\S*|https:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+)$/;

/** The localized fields of each kind, and whether each must be written (or may be all empty). */
export const contentTextFields = {
  home: { title: 'required', subtitle: 'optional', listBlockTitle: 'optional' },
} as const satisfies Record<ContentKind, Record<string, 'required' | 'optional'>>;

type HomeTextField = keyof typeof contentTextFields.home;
/** A tile's text, named as a path of the document: `tiles.pay.title`. */
export type TileTextField = `tiles.${EntryPoint}.${keyof TileTexts}`;

/** A field missing in some languages: publishing refuses the revision while any remains. */
export interface MissingTranslation {
  field: HomeTextField | TileTextField;
  languages: Language[];
}

/** A tile with every text empty: nothing of its own, the portal's standard text shows. */
export const emptyTileTexts = (): TileTexts => ({
  title: Object.fromEntries(languages.map((language) => [language, ''])) as DraftLocalized,
  subtitle: Object.fromEntries(languages.map((language) => [language, ''])) as DraftLocalized,
});

/** The languages a text leaves empty, when that stops publication (see missingTranslations). */
function emptyBlocking(text: DraftLocalized, requirement: 'required' | 'optional'): Language[] {
  const empty = languages.filter((language) => text[language].trim() === '');
  const incomplete =
    requirement === 'required' ? empty.length > 0 : empty.length % languages.length !== 0;
  return incomplete ? empty : [];
}

/**
 * What stops a document from being published: a required text empty in a language, or an
 * optional one written in some languages but not all (a visitor would meet an empty label).
 */
export function missingTranslations(
  kind: ContentKind,
  document: HomeContent,
): MissingTranslation[] {
  const fields: Record<HomeTextField, 'required' | 'optional'> = contentTextFields[kind];
  const banner = (Object.keys(fields) as HomeTextField[]).map((field) => ({
    field,
    languages: emptyBlocking(document[field], fields[field]),
  }));
  const tiles = entryPoints.flatMap((tile) =>
    (['title', 'subtitle'] as const).map((text) => ({
      field: `tiles.${tile}.${text}` as const,
      languages: emptyBlocking(document.tiles[tile][text], 'optional'),
    })),
  );
  return [...banner, ...tiles].filter((entry) => entry.languages.length > 0);
}
