import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { faqEntries, helpNodes, whitelabels } from '../schema/index.ts';
import type { DemoHelpCentre, DemoHelpNode } from './demo-types.ts';

/**
 * Makes a white-label's FAQ entries, assistant nodes and support address equal to `help`. The
 * entries and nodes are replaced as a whole (a tree re-parented in place would need an order of
 * updates; these tables are small and only read through the help service's cache). Run after the
 * articles and categories they point to are seeded.
 */
export async function seedHelpCentre(
  db: Database,
  whitelabelId: number,
  help: DemoHelpCentre,
): Promise<void> {
  await db.delete(faqEntries).where(eq(faqEntries.whitelabelId, whitelabelId));
  await db.delete(helpNodes).where(eq(helpNodes.whitelabelId, whitelabelId));
  const positions = new Map<string, number>();
  if (help.entries.length > 0) {
    await db.insert(faqEntries).values(
      help.entries.map((entry) => {
        const position = positions.get(entry.categoryId) ?? 0;
        positions.set(entry.categoryId, position + 1);
        return entry.kind === 'ARTICLE'
          ? {
              whitelabelId,
              id: entry.articleId,
              categoryId: entry.categoryId,
              position,
              kind: entry.kind,
              articleId: entry.articleId,
            }
          : {
              whitelabelId,
              id: entry.id,
              categoryId: entry.categoryId,
              position,
              kind: entry.kind,
              title: entry.title,
              url: entry.url,
              urlOpenNewTab: entry.urlOpenNewTab,
            };
      }),
    );
  }
  // Parents first: the parent foreign key is checked row by row.
  for (const node of parentsFirst(help.nodes)) {
    const siblings = help.nodes.filter((other) => other.parentId === node.parentId);
    await db.insert(helpNodes).values({
      whitelabelId,
      id: node.id,
      parentId: node.parentId,
      position: siblings.indexOf(node),
      kind: node.kind,
      label: node.label,
      text: node.text ?? null,
      articleId: node.articleId ?? null,
      categoryId: node.categoryId ?? null,
      form: node.form ?? null,
    });
  }
  const supportEmail = help.supportEmail ? { supportEmail: help.supportEmail } : {};
  await db
    .update(whitelabels)
    .set({
      settings: sql`jsonb_set(${whitelabels.settings}, '{help}', ${JSON.stringify(supportEmail)}::jsonb)`,
    })
    .where(eq(whitelabels.id, whitelabelId));
}

function parentsFirst(nodes: readonly DemoHelpNode[]): DemoHelpNode[] {
  const placed = new Set<string>();
  const ordered: DemoHelpNode[] = [];
  let remaining = [...nodes];
  while (remaining.length > 0) {
    const ready = remaining.filter((node) => node.parentId === null || placed.has(node.parentId));
    if (ready.length === 0) throw new Error('help nodes: a parent is missing or a cycle exists');
    for (const node of ready) {
      placed.add(node.id);
      ordered.push(node);
    }
    remaining = remaining.filter((node) => !placed.has(node.id));
  }
  return ordered;
}
