import type { Article, Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { presentArticle } from './presenter.ts';
import { findArticle, findArticles } from './repository.ts';

export interface ContentService {
  /** One article in `language`; 404 article_not_found when the tenant has no such article. */
  getArticle(whitelabelId: number, id: string, language: Language): Promise<Article>;
  /** The articles that exist among `ids`, in the order of `ids` (unknown ids are skipped). */
  getArticles(whitelabelId: number, ids: readonly string[], language: Language): Promise<Article[]>;
}

export function createContentService(db: Database): ContentService {
  return {
    async getArticle(whitelabelId, id, language) {
      const row = await findArticle(db, whitelabelId, id);
      if (!row) throw new AppError(404, 'article_not_found');
      return presentArticle(row, language);
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
