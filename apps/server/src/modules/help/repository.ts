import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { articles, faqCategories, faqEntries, faqs, helpNodes } from '../../db/schema/index.ts';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type HelpNodeRow = typeof helpNodes.$inferSelect;
export type HelpArticleRow = Pick<
  typeof articles.$inferSelect,
  'id' | 'title' | 'content' | 'catchphrase'
>;

export async function findFaq(db: Database, whitelabelId: number): Promise<FaqRow | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.whitelabelId, whitelabelId));
  return row ?? null;
}

export async function findFaqCategories(
  db: Database,
  whitelabelId: number,
): Promise<FaqCategoryRow[]> {
  return db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.whitelabelId, whitelabelId))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
}

export async function findFaqEntries(db: Database, whitelabelId: number): Promise<FaqEntryRow[]> {
  return db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.whitelabelId, whitelabelId))
    .orderBy(asc(faqEntries.categoryId), asc(faqEntries.position));
}

export async function findHelpNodes(db: Database, whitelabelId: number): Promise<HelpNodeRow[]> {
  return db
    .select()
    .from(helpNodes)
    .where(eq(helpNodes.whitelabelId, whitelabelId))
    .orderBy(asc(helpNodes.position), asc(helpNodes.id));
}

/** The articles the help centre shows (FAQ entries and ARTICLE nodes), texts in every language. */
export async function findHelpArticles(
  db: Database,
  whitelabelId: number,
  ids: readonly string[],
): Promise<HelpArticleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: articles.id,
      title: articles.title,
      content: articles.content,
      catchphrase: articles.catchphrase,
    })
    .from(articles)
    .where(and(eq(articles.whitelabelId, whitelabelId), inArray(articles.id, [...ids])));
}
