import type { ArticleContent } from '@portico/contract';
import { and, asc, eq } from 'drizzle-orm';
import { articles } from '../../../db/schema/index.ts';
import { filled, stored, storedRequired } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * An article (`article/<slug>`): its texts, link, colours and picture (one of the white-label's
 * media). Its icon stays the tenant file's; a new article (published from the console) starts
 * without one. Where the
 * article is listed (the home's blocks, the footer, help) is each list's own, not the article's.
 */
export const articleStore: ContentKindStore<'article'> = {
  async live(db, whitelabelId, key) {
    const [row] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.whitelabelId, whitelabelId), eq(articles.id, key)));
    if (!row) return null;
    return {
      title: filled(row.title),
      content: filled(row.content),
      catchphrase: filled(row.catchphrase),
      buttonText: filled(row.buttonText),
      url: row.url,
      urlOpenNewTab: row.urlOpenNewTab,
      darkMode: row.darkMode,
      picture: row.picture,
    };
  },
  async write(db, whitelabelId, key, document: ArticleContent) {
    const values = {
      title: storedRequired(document.title),
      content: storedRequired(document.content),
      catchphrase: stored(document.catchphrase),
      buttonText: stored(document.buttonText),
      url: document.url,
      urlOpenNewTab: document.urlOpenNewTab,
      darkMode: document.darkMode,
      picture: document.picture,
    };
    await db
      .insert(articles)
      .values({ whitelabelId, id: key, ...values })
      .onConflictDoUpdate({
        target: [articles.whitelabelId, articles.id],
        set: { ...values, updatedAt: new Date() },
      });
  },
  async items(db, whitelabelId) {
    const rows = await db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(eq(articles.whitelabelId, whitelabelId))
      .orderBy(asc(articles.id))
      .limit(500);
    return rows.map((row) => ({ key: row.id, title: filled(row.title), live: true }));
  },
  current: async (saved) => saved as ArticleContent,
};
