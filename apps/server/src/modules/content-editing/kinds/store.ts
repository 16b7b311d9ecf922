import type { ContentDocuments, ContentKind, DraftLocalized } from '@portico/contract';
import type { Database } from '../../../db/database.ts';

/**
 * How the console's content editing reads and writes one kind of item in the live tables the
 * portal serves (issue 28 item 10). The service does the rest the same way for every kind:
 * revisions, the five languages, the publication's lock, audit and caches.
 */
export interface ContentKindStore<K extends ContentKind> {
  /** What visitors see now; null: the item has no live row yet (a new article). */
  live(db: Database, whitelabelId: number, key: string): Promise<ContentDocuments[K] | null>;
  /** Writes a complete document (missingTranslations found nothing) into the live tables. */
  write(
    db: Database,
    whitelabelId: number,
    key: string,
    document: ContentDocuments[K],
  ): Promise<void>;
  /**
   * The items of the kind, in the order the console lists them: each with its live title and
   * whether visitors see it (a fixed key without a row is listed, not live).
   */
  items(db: Database, whitelabelId: number): Promise<ContentListedItem[]>;
  /**
   * Whether the key names an item the kind has (404 content_not_found otherwise): for a kind whose
   * items are rows made elsewhere (a help category is made by the help page). Absent: any key.
   */
  exists?(db: Database, whitelabelId: number, key: string): Promise<boolean>;
  /**
   * Refuses a document pointing at rows of the kind's own world that are not live (a help
   * category for the assistant), at the draft and again at the publication. Articles are checked
   * for every kind by the service (article-refs.ts).
   */
  checkRefs?(db: Database, whitelabelId: number, document: ContentDocuments[K]): Promise<void>;
  /**
   * A stored revision's document as today's contract has it (it passed the contract of its day);
   * `live` reads what visitors see, for a field the revision's day did not edit (read at most once).
   */
  current(
    stored: unknown,
    live: () => Promise<ContentDocuments[K] | null>,
  ): Promise<ContentDocuments[K]>;
}

export interface ContentListedItem {
  key: string;
  title: DraftLocalized;
  live: boolean;
}

export type ContentStores = { [K in ContentKind]: ContentKindStore<K> };
