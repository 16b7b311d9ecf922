import type { Database } from '../../db/database.ts';
import {
  type FaqCategoryRow,
  type FaqEntryRow,
  type HelpArticleRow,
  type HelpNodeRow,
  findFaqCategories,
  findFaqEntries,
  findHelpArticles,
  findHelpNodes,
} from './repository.ts';

/**
 * A white-label's whole help centre in memory: a few dozen categories, entries, articles and
 * nodes, read in four queries and kept for the content cache's time. Every help call (and the
 * search) answers from it, so none of them scans a table per request.
 */
export interface HelpLibrary {
  categories: ReadonlyMap<string, FaqCategoryRow>;
  /** Entries of each category, in order. */
  entries: ReadonlyMap<string, readonly FaqEntryRow[]>;
  /** Articles that a FAQ entry or an ARTICLE node shows. */
  articles: ReadonlyMap<string, HelpArticleRow>;
  nodes: ReadonlyMap<string, HelpNodeRow>;
  /** Children of each node, in order. */
  children: ReadonlyMap<string, readonly HelpNodeRow[]>;
  root: HelpNodeRow | null;
}

export async function loadHelpLibrary(db: Database, whitelabelId: number): Promise<HelpLibrary> {
  const [categoryRows, entryRows, nodeRows] = await Promise.all([
    findFaqCategories(db, whitelabelId),
    findFaqEntries(db, whitelabelId),
    findHelpNodes(db, whitelabelId),
  ]);
  const articleIds = new Set<string>();
  for (const entry of entryRows) if (entry.articleId) articleIds.add(entry.articleId);
  for (const node of nodeRows) if (node.articleId) articleIds.add(node.articleId);
  const articleRows = await findHelpArticles(db, whitelabelId, [...articleIds]);

  const entries = new Map<string, FaqEntryRow[]>();
  for (const entry of entryRows) {
    const list = entries.get(entry.categoryId) ?? [];
    list.push(entry);
    entries.set(entry.categoryId, list);
  }
  const children = new Map<string, HelpNodeRow[]>();
  for (const node of nodeRows) {
    if (node.parentId === null) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  return {
    categories: new Map(categoryRows.map((row) => [row.id, row])),
    entries,
    articles: new Map(articleRows.map((row) => [row.id, row])),
    nodes: new Map(nodeRows.map((row) => [row.id, row])),
    children,
    root: nodeRows.find((node) => node.kind === 'ROOT') ?? null,
  };
}
