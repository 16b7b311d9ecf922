import {
  type FooterContent,
  type FooterEntryContent,
  singletonContentKey,
} from '@portico/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { footerEntries } from '../../../db/schema/index.ts';
import { filled, storedRequired } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * The footer (`footer/main`): the white-label's footer_entries in order. Publishing replaces them
 * all (the service's transaction holds the delete and the inserts), so the positions are always
 * 0..n-1 and a reorder is a publication like any other.
 */

type FooterEntryRow = typeof footerEntries.$inferSelect;

const entryOf = (row: FooterEntryRow): FooterEntryContent => ({
  section: row.section,
  // The table's check keeps the target's column set for its kind.
  target:
    row.kind === 'article'
      ? { kind: 'article', articleId: row.articleId ?? '' }
      : { kind: 'link', url: row.url ?? '' },
  urlOpenNewTab: row.urlOpenNewTab,
  title: filled(row.title),
});

async function liveFooter(db: Database, whitelabelId: number): Promise<FooterContent> {
  const rows = await db
    .select()
    .from(footerEntries)
    .where(eq(footerEntries.whitelabelId, whitelabelId))
    .orderBy(asc(footerEntries.position));
  return { entries: rows.map(entryOf) };
}

export const footerStore: ContentKindStore<'footer'> = {
  live: (db, whitelabelId) => liveFooter(db, whitelabelId),
  async write(db, whitelabelId, _key, document) {
    await db.delete(footerEntries).where(eq(footerEntries.whitelabelId, whitelabelId));
    if (document.entries.length === 0) return;
    await db.insert(footerEntries).values(
      document.entries.map((entry, position) => ({
        whitelabelId,
        position,
        section: entry.section,
        kind: entry.target.kind,
        articleId: entry.target.kind === 'article' ? entry.target.articleId : null,
        url: entry.target.kind === 'link' ? entry.target.url : null,
        urlOpenNewTab: entry.urlOpenNewTab,
        title: storedRequired(entry.title),
      })),
    );
  },
  // One footer per white-label, live even without entries (visitors see an empty footer).
  items: async () => [{ key: singletonContentKey, title: filled(null), live: true }],
  current: async (saved) => saved as FooterContent,
};
