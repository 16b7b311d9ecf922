import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { faqEntries, helpNodes, whitelabels } from '../schema/index.ts';
import type { DemoFaqEntry, DemoHelpCentre, DemoHelpNode } from './demo-types.ts';
import { syncTenantRows } from './sync-tenant-rows.ts';

/**
 * Makes a white-label's FAQ entries, assistant nodes and support address equal to `help`: upserts
 * on (tenant, id) that leave unchanged rows alone, then removes what `help` no longer lists. Run
 * after the articles and categories they point to are seeded.
 */
export async function seedHelpCentre(
  db: Database,
  whitelabelId: number,
  help: DemoHelpCentre,
): Promise<void> {
  await syncEntries(db, whitelabelId, help.entries);
  await syncHelpNodes(db, whitelabelId, help.nodes);
  // Undefined: the caller writes the settings document itself (a tenant file's apply).
  if (help.supportEmail === undefined) return;
  const settings = help.supportEmail ? { supportEmail: help.supportEmail } : {};
  await db
    .update(whitelabels)
    .set({
      settings: sql`jsonb_set(${whitelabels.settings}, '{help}', ${JSON.stringify(settings)}::jsonb)`,
    })
    .where(
      and(
        eq(whitelabels.id, whitelabelId),
        sql`${whitelabels.settings} -> 'help' is distinct from ${JSON.stringify(settings)}::jsonb`,
      ),
    );
}

async function syncEntries(
  db: Database,
  whitelabelId: number,
  entries: readonly DemoFaqEntry[],
): Promise<void> {
  const positions = new Map<string, number>();
  const rows = entries.map((entry) => {
    const position = positions.get(entry.categoryId) ?? 0;
    positions.set(entry.categoryId, position + 1);
    const common = { whitelabelId, categoryId: entry.categoryId, position, kind: entry.kind };
    return entry.kind === 'ARTICLE'
      ? {
          ...common,
          id: entry.articleId,
          articleId: entry.articleId,
          title: null,
          url: null,
          urlOpenNewTab: false,
        }
      : {
          ...common,
          id: entry.id,
          articleId: null,
          title: entry.title,
          url: entry.url,
          urlOpenNewTab: entry.urlOpenNewTab,
        };
  });
  await syncTenantRows(db, faqEntries, whitelabelId, rows, [
    'categoryId',
    'position',
    'kind',
    'articleId',
    'title',
    'url',
    'urlOpenNewTab',
  ]);
}

/**
 * Makes a white-label's assistant steps equal to `nodes` (a parent listed before its children;
 * siblings in their order): the seeds' and the console's publication (content-editing).
 */
export async function syncHelpNodes(
  db: Database,
  whitelabelId: number,
  nodes: readonly DemoHelpNode[],
): Promise<void> {
  const rows = nodes.map((node) => ({
    whitelabelId,
    id: node.id,
    parentId: node.parentId,
    position: nodes.filter((other) => other.parentId === node.parentId).indexOf(node),
    kind: node.kind,
    label: node.label,
    text: node.text ?? null,
    articleId: node.articleId ?? null,
    categoryId: node.categoryId ?? null,
    form: node.form ?? null,
  }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Parents first, a statement each: the parent foreign key is checked row by row.
  const ordered = parentsFirst(nodes).flatMap((node) => byId.get(node.id) ?? []);
  await syncTenantRows(
    db,
    helpNodes,
    whitelabelId,
    ordered,
    ['parentId', 'position', 'kind', 'label', 'text', 'articleId', 'categoryId', 'form'],
    { oneByOne: true },
  );
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
