import { type ContentDocuments, type ContentKind, referencedArticleIds } from '@portico/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { articles } from '../../../db/schema/index.ts';
import { refuseUnknown } from './unknown-refs.ts';

/**
 * Refuses a document that points to an article the white-label does not have live (a typo, a
 * new article only drafts hold, another white-label's): the portal would show a hole, and the
 * footer's and the home's foreign keys would refuse the write anyway.
 */
export async function checkArticleRefs<K extends ContentKind>(
  db: Database,
  whitelabelId: number,
  kind: K,
  document: ContentDocuments[K],
): Promise<void> {
  const wanted = referencedArticleIds(kind, document);
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.whitelabelId, whitelabelId), inArray(articles.id, wanted)));
  refuseUnknown('content_article_unknown', 'articles', wanted, new Set(rows.map(({ id }) => id)));
}
