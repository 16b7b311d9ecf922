import type { ContentDocument, MissingTranslation } from '@portico/contract';

/** What an editor asks the page to do; each resolves to whether it succeeded. */
export interface ContentEditorActions {
  saveDraft: (document: ContentDocument) => Promise<string | null>;
  publish: (revisionId: string) => Promise<boolean>;
  /** A draft was saved on demand: the page reads the item again (its history shows it). */
  saved: () => void;
  /** Publishing found texts missing: the page says which. */
  refuse: (missing: MissingTranslation[]) => void;
}
