import type { HelpCategoryContent, HelpEntryDraft } from '@portico/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { articles, faqCategories, faqEntries } from '../../../db/schema/index.ts';
import { AppError } from '../../../shared/app-error.ts';
import { filled, storedRequired } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * A help category's entries (`help-category/<category id>`), in order: an article of the portal
 * (its title is the article's) or a link with its own title. Only a live category has entries:
 * one the help page's draft adds is edited once that page is published.
 */

type EntryRow = typeof faqEntries.$inferSelect;

/**
 * The ids of the document's link entries: the table keys entries by white-label and id, an
 * article entry's id is its article's slug, and the public API shows every id as a slug. So a link
 * takes the first `link-<n>` that no entry of another category and no article of this list holds.
 */
async function linkEntryIds(
  db: Database,
  whitelabelId: number,
  categoryId: string,
  document: HelpCategoryContent,
): Promise<string[]> {
  const others = await db
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(and(eq(faqEntries.whitelabelId, whitelabelId), ne(faqEntries.categoryId, categoryId)));
  const taken = new Set([
    ...others.map(({ id }) => id),
    ...document.entries.flatMap((entry) => (entry.kind === 'ARTICLE' ? [entry.articleId] : [])),
  ]);
  const ids: string[] = [];
  for (let n = 1; ids.length < document.entries.length; n += 1) {
    if (!taken.has(`link-${n}`)) ids.push(`link-${n}`);
  }
  return ids;
}

const draftOf = (row: EntryRow): HelpEntryDraft =>
  row.kind === 'ARTICLE'
    ? { kind: 'ARTICLE', articleId: row.articleId ?? row.id }
    : {
        kind: 'URL',
        title: filled(row.title),
        url: row.url ?? '',
        urlOpenNewTab: row.urlOpenNewTab,
      };

async function categoryExists(db: Database, whitelabelId: number, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(and(eq(faqCategories.whitelabelId, whitelabelId), eq(faqCategories.id, id)));
  return row !== undefined;
}

async function liveEntries(
  db: Database,
  whitelabelId: number,
  categoryId: string,
): Promise<HelpCategoryContent | null> {
  if (!(await categoryExists(db, whitelabelId, categoryId))) return null;
  const rows = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.whitelabelId, whitelabelId), eq(faqEntries.categoryId, categoryId)))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  return { entries: rows.map(draftOf) };
}

/**
 * Checks the entries' articles before writing: each must be an article of the white-label (400
 * help_entry_article_missing) and in no other category (409 help_entry_article_taken: the table
 * keys an article's entry by the article, so it is listed once in the whole help centre).
 */
async function checkArticles(
  db: Database,
  whitelabelId: number,
  categoryId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.whitelabelId, whitelabelId), inArray(articles.id, [...ids])));
  const elsewhere = await db
    .select({ id: faqEntries.id, categoryId: faqEntries.categoryId })
    .from(faqEntries)
    .where(
      and(
        eq(faqEntries.whitelabelId, whitelabelId),
        inArray(faqEntries.id, [...ids]),
        ne(faqEntries.categoryId, categoryId),
      ),
    );
  const known = new Set(found.map(({ id }) => id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw new AppError(
      400,
      'help_entry_article_missing',
      missing.map((id) => ({ path: `entries.${id}`, code: 'not_found' })),
    );
  }
  if (elsewhere.length > 0) {
    throw new AppError(
      409,
      'help_entry_article_taken',
      elsewhere.map((row) => ({ path: `entries.${row.id}`, code: `in:${row.categoryId}` })),
    );
  }
}

/** Replaces the category's entries (the publication's transaction holds it whole). */
async function writeEntries(
  db: Database,
  whitelabelId: number,
  categoryId: string,
  document: HelpCategoryContent,
): Promise<void> {
  if (!(await categoryExists(db, whitelabelId, categoryId))) {
    throw new AppError(404, 'content_not_found');
  }
  await checkArticles(
    db,
    whitelabelId,
    categoryId,
    document.entries.flatMap((entry) => (entry.kind === 'ARTICLE' ? [entry.articleId] : [])),
  );
  await db
    .delete(faqEntries)
    .where(and(eq(faqEntries.whitelabelId, whitelabelId), eq(faqEntries.categoryId, categoryId)));
  if (document.entries.length === 0) return;
  const linkIds = await linkEntryIds(db, whitelabelId, categoryId, document);
  await db.insert(faqEntries).values(
    document.entries.map((entry, position) =>
      entry.kind === 'ARTICLE'
        ? {
            whitelabelId,
            categoryId,
            position,
            id: entry.articleId,
            kind: 'ARTICLE' as const,
            articleId: entry.articleId,
          }
        : {
            whitelabelId,
            categoryId,
            position,
            // A link's id is only a key: nothing addresses it.
            id: linkIds[position] ?? `link-${position + 1}`,
            kind: 'URL' as const,
            title: storedRequired(entry.title),
            url: entry.url,
            urlOpenNewTab: entry.urlOpenNewTab,
          },
    ),
  );
}

export const helpCategoryStore: ContentKindStore<'help-category'> = {
  live: liveEntries,
  write: writeEntries,
  async items(db, whitelabelId) {
    const rows = await db
      .select({ id: faqCategories.id, title: faqCategories.title })
      .from(faqCategories)
      .where(eq(faqCategories.whitelabelId, whitelabelId))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id));
    return rows.map((row) => ({ key: row.id, title: filled(row.title), live: true }));
  },
  exists: categoryExists,
  current: async (saved) => saved as HelpCategoryContent,
};
