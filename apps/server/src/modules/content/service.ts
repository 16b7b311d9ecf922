import type { Article, Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import { presentArticle } from './presenter.ts';
import { findArticle, findArticles } from './repository.ts';

export interface ContentService {
  /** One article in `language`; 404 article_not_found when the tenant has no such article. */
  getArticle(whitelabelId: number, id: string, language: Language): Promise<Article>;
  /** The articles that exist among `ids`, in the order of `ids` (unknown ids are skipped). */
  getArticles(whitelabelId: number, ids: readonly string[], language: Language): Promise<Article[]>;
  /** Forgets the cached articles, after the console published content. */
  forget(): void;
}

/** Articles are read-mostly: each instance reuses a presented article for `cacheMs`. */
export function createContentService(
  db: Database,
  { cacheMs }: { cacheMs: number },
): ContentService {
  const articles = createTtlCache<Article | null>({ ttlMs: cacheMs });
  return {
    forget() {
      articles.clear();
    },
    async getArticle(whitelabelId, id, language) {
      const article = await articles.get(`${whitelabelId}:${language}:${id}`, async () => {
        const row = await findArticle(db, whitelabelId, id);
        return row ? presentArticle(row, language) : null;
      });
      if (!article) throw new AppError(404, 'article_not_found');
      return article;
    },
    async getArticles(whitelabelId, ids, language) {
      const rows = await findArticles(db, whitelabelId, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentArticle(row, language)] : [];
      });
    },
  };
}
