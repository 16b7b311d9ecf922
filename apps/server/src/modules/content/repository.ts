import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { articles } from '../../db/schema/index.ts';

export type ArticleRow = typeof articles.$inferSelect;

export async function findArticle(
  db: Database,
  whitelabelId: number,
  id: string,
): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.whitelabelId, whitelabelId), eq(articles.id, id)));
  return row ?? null;
}

export async function findArticles(
  db: Database,
  whitelabelId: number,
  ids: readonly string[],
): Promise<ArticleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.whitelabelId, whitelabelId), inArray(articles.id, [...ids])));
}
