import type { IconName } from '../icons.ts';
import type { ContentTextField, DraftLocalized } from './content-text.ts';

/**
 * The help centre's items in the console's content editing (issue 28 item 10), without Zod: the
 * help page (`help/main`: its title, subtitle and ordered categories) and each category's entries
 * (`help-category/<category id>`). The text shapes they share with content-rules.ts (which calls
 * helpNestedTexts) come from content-text.ts, so neither rule module imports the other.
 */

/** The most categories a help page holds, as a tenant file allows them. */
export const helpCategoriesMax = 50;
/** The most entries a category holds. */
export const helpEntriesMax = 100;

/** A category tile of the help page; its id is its address (/{lang}/help/{id}). */
export interface HelpCategoryDraft {
  id: string;
  title: DraftLocalized;
  /** A name of the contract's iconNames (the portal draws it). */
  icon: IconName;
}

/** The help page (`help/main`): its cover's texts and its categories in order. */
export interface HelpContent {
  title: DraftLocalized;
  /** Empty in all five languages: no subtitle. */
  subtitle: DraftLocalized;
  categories: HelpCategoryDraft[];
}

/** An entry that opens an article of the portal: its title is the article's. */
export interface HelpArticleEntry {
  kind: 'ARTICLE';
  articleId: string;
}

/** An entry that is a link with its own title. */
export interface HelpLinkEntry {
  kind: 'URL';
  title: DraftLocalized;
  url: string;
  urlOpenNewTab: boolean;
}

export type HelpEntryDraft = HelpArticleEntry | HelpLinkEntry;

/** A help category's entries in order (`help-category/<category id>`). */
export interface HelpCategoryContent {
  entries: HelpEntryDraft[];
}

/** A localized text inside a list of a document, with its path (`categories.2.title`). */
export interface NestedText {
  field: string;
  text: DraftLocalized;
  requirement: ContentTextField['requirement'];
}

/**
 * The texts of a help document's lists, each required in the five languages: a category's title,
 * a link entry's title (an article entry's title is its article's, published on its own).
 */
export function helpNestedTexts(document: HelpContent | HelpCategoryContent): NestedText[] {
  if ('categories' in document) {
    return document.categories.map((category, index) => ({
      field: `categories.${index}.title`,
      text: category.title,
      requirement: 'required',
    }));
  }
  return document.entries.flatMap((entry, index) =>
    entry.kind === 'URL'
      ? [{ field: `entries.${index}.title`, text: entry.title, requirement: 'required' as const }]
      : [],
  );
}
