import type { FooterEntry, HomeAction, HomeTileTexts, IconName, Language } from '@portico/contract';

/**
 * Shapes of the demo white-label's seed content. Every text exists in the five languages; the
 * server stores it as such and answers in the request's language.
 */
export type Localized = Record<Language, string>;

export interface DemoWhitelabel {
  code: string;
  name: string;
  /** Host names (no port) that select this tenant. */
  hosts: string[];
  logoUrl: string;
  gdprText: Localized;
  seoTitle: Localized;
  seoDescription: Localized;
  freeFlowEnabled: boolean;
  languages: Language[];
}

export interface DemoArticle {
  /** URL slug, also the in-app route /{lang}/{id}. */
  id: string;
  title: Localized;
  /** Plain text; paragraphs separated by a blank line. */
  content: Localized;
  /** http(s)/mailto opens externally; anything else is an in-app route such as "/free-flow". */
  url: string | null;
  urlOpenNewTab: boolean;
  picture: string | null;
  icon: IconName | null;
  catchphrase: Localized | null;
  buttonText: Localized | null;
  darkMode: boolean;
}

export interface DemoHomePage {
  title: Localized;
  subtitle: Localized | null;
  picture: string | null;
  url: string | null;
  urlOpenNewTab: boolean;
  actions: HomeAction[];
  listBlockTitle: Localized | null;
  listBlockArticleIds: string[];
  sliderBlockArticleIds: string[];
  footerArticleId: string | null;
  /** The tiles' own words; absent, the standard texts (a tenant file may leave it out). */
  tileTexts?: HomeTileTexts;
}

export interface DemoFooterEntry {
  section: FooterEntry['footerEntrySection'];
  /** An article of the portal (its id) or an external link. */
  target: { kind: 'article'; articleId: string } | { kind: 'link'; url: string };
  urlOpenNewTab: boolean;
  title: Localized;
}

export interface DemoFaqCategory {
  id: string;
  title: Localized;
  icon: IconName;
}

export interface DemoFaq {
  title: Localized;
  subtitle: Localized | null;
  picture: string | null;
  categories: DemoFaqCategory[];
}

/** An entry of a help category: an article of the portal, or a link with its own title. */
export type DemoFaqEntry =
  | { categoryId: string; kind: 'ARTICLE'; articleId: string }
  | {
      categoryId: string;
      kind: 'URL';
      id: string;
      title: Localized;
      url: string;
      urlOpenNewTab: boolean;
    };

export interface DemoSmartformField {
  name: string;
  label: Localized;
  type: 'text' | 'textarea' | 'plate' | 'date' | 'select';
  required: boolean;
  maxLength: number;
  options?: { value: string; label: Localized }[];
}

/** A content node of the guided assistant (spec 000 section 3); the ROOT has no parent. */
export interface DemoHelpNode {
  id: string;
  parentId: string | null;
  kind: 'ROOT' | 'QUESTION' | 'TEXT' | 'ARTICLE' | 'ACTION';
  label: Localized;
  text?: Localized;
  articleId?: string;
  /** The help category whose "Contattateci" link starts the assistant here. */
  categoryId?: string;
  form?: {
    title: Localized;
    fields: DemoSmartformField[];
    attachments: { allowed: boolean; mandatory: boolean };
  };
}

/** The help centre's content beyond the cover and tiles (issue 14). */
export interface DemoHelpCentre {
  entries: readonly DemoFaqEntry[];
  nodes: readonly DemoHelpNode[];
  /** Where contact requests are e-mailed (settings.help.supportEmail); undefined: left as it is. */
  supportEmail?: string | null;
}
