import type { AssistantContent, AssistantNodeDraft } from '@portico/contract';
import { singletonContentKey } from '@portico/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { helpNodes } from '../../../db/schema/index.ts';
import { AppError } from '../../../shared/app-error.ts';
import { filled, stored, storedRequired } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * The guided assistant's steps (`assistant/main`): the console edits their words (label, text);
 * the tree itself (steps, parents, order, kinds, forms) stays the tenant file's, and a document
 * whose tree differs from the live one is refused.
 */

type NodeRow = typeof helpNodes.$inferSelect;

/** The rows depth-first from the ROOT, each parent before its children in their order. */
function depthFirst(rows: readonly NodeRow[]): NodeRow[] {
  const children = new Map<string | null, NodeRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const ordered: NodeRow[] = [];
  const visit = (parentId: string | null) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

async function liveRows(db: Database, whitelabelId: number): Promise<NodeRow[]> {
  const rows = await db
    .select()
    .from(helpNodes)
    .where(eq(helpNodes.whitelabelId, whitelabelId))
    .orderBy(asc(helpNodes.position), asc(helpNodes.id));
  return depthFirst(rows);
}

const draftOf = (row: NodeRow): AssistantNodeDraft => ({
  id: row.id,
  parentId: row.parentId,
  kind: row.kind,
  label: filled(row.label),
  text: filled(row.text),
});

/** The tree of a list of steps: who they are, where and what, in order; not their words. */
const treeOf = (nodes: readonly Pick<AssistantNodeDraft, 'id' | 'parentId' | 'kind'>[]) =>
  nodes.map(({ id, parentId, kind }) => `${id}<${parentId ?? ''}:${kind}`).join('\n');

async function writeWords(db: Database, whitelabelId: number, document: AssistantContent) {
  const rows = await liveRows(db, whitelabelId);
  if (treeOf(rows) !== treeOf(document.nodes)) {
    throw new AppError(409, 'assistant_structure_changed');
  }
  for (const node of document.nodes) {
    await db
      .update(helpNodes)
      .set({ label: storedRequired(node.label), text: stored(node.text), updatedAt: new Date() })
      .where(and(eq(helpNodes.whitelabelId, whitelabelId), eq(helpNodes.id, node.id)));
  }
}

export const assistantStore: ContentKindStore<'assistant'> = {
  async live(db, whitelabelId) {
    return { nodes: (await liveRows(db, whitelabelId)).map(draftOf) };
  },
  write: (db, whitelabelId, _key, document) => writeWords(db, whitelabelId, document),
  async items(db, whitelabelId) {
    const [root] = await liveRows(db, whitelabelId);
    return [{ key: singletonContentKey, title: filled(root?.label ?? null), live: true }];
  },
  current: async (saved) => saved as AssistantContent,
};
