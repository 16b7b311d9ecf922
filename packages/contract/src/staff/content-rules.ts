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

/** The home page's banner block (spec 001 "Home page data"): its texts and its link. */
export interface HomeContent {
  title: DraftLocalized;
  /** Empty in all five languages: no subtitle. */
  subtitle: DraftLocalized;
  /** The title above the list of articles; empty in all five: none. */
  listBlockTitle: DraftLocalized;
  /** The banner's "Learn more" target, or null for no button. */
  url: string | null;
  urlOpenNewTab: boolean;
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

/** A field missing in some languages: publishing refuses the revision while any remains. */
export interface MissingTranslation {
  field: HomeTextField;
  languages: Language[];
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
  return (Object.keys(fields) as HomeTextField[]).flatMap((field) => {
    const empty = languages.filter((language) => document[field][language].trim() === '');
    const incomplete =
      fields[field] === 'required' ? empty.length > 0 : empty.length % languages.length !== 0;
    return incomplete ? [{ field, languages: empty }] : [];
  });
}
