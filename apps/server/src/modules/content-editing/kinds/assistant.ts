import {
  type AssistantContent,
  assistantCategoryIds,
  type AssistantNodeDraft,
  type DraftLocalized,
  languages,
  singletonContentKey,
  type SmartformDraft,
} from '@portico/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { faqCategories, helpNodes, type StoredSmartform } from '../../../db/schema/index.ts';
import type { DemoHelpNode } from '../../../db/seed/demo-types.ts';
import { syncHelpNodes } from '../../../db/seed/seed-help.ts';
import { filled, stored } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';
import { refuseUnknown } from './unknown-refs.ts';

/**
 * The guided assistant (`assistant/main`): its whole tree, the steps' words, kinds, places,
 * articles, help categories and forms. A publication makes the live steps equal to the document
 * (steps it no longer lists are removed with their rows; contact requests keep the id they name).
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

const formDraft = (form: StoredSmartform): SmartformDraft => ({
  title: filled(form.title),
  fields: form.fields.map((field) => ({
    name: field.name,
    label: filled(field.label),
    type: field.type,
    required: field.required,
    maxLength: field.maxLength,
    options: (field.options ?? []).map(({ value, label }) => ({ value, label: filled(label) })),
  })),
  attachments: { ...form.attachments },
});

const draftOf = (row: NodeRow): AssistantNodeDraft => ({
  id: row.id,
  parentId: row.parentId,
  kind: row.kind,
  label: filled(row.label),
  text: filled(row.text),
  articleId: row.articleId,
  categoryId: row.categoryId,
  form: row.form ? formDraft(row.form) : null,
});

/** A required text as stored: trimmed in every language (publication checked none is empty). */
const trimmed = (text: DraftLocalized): Record<(typeof languages)[number], string> =>
  Object.fromEntries(languages.map((language) => [language, text[language].trim()])) as Record<
    (typeof languages)[number],
    string
  >;

const storedForm = (form: SmartformDraft): NonNullable<DemoHelpNode['form']> => ({
  title: trimmed(form.title),
  fields: form.fields.map((field) => ({
    name: field.name,
    label: trimmed(field.label),
    type: field.type,
    required: field.required,
    maxLength: field.maxLength,
    // The portal reads choices of a select only; the other types store none.
    ...(field.type === 'select'
      ? { options: field.options.map(({ value, label }) => ({ value, label: trimmed(label) })) }
      : {}),
  })),
  attachments: { ...form.attachments },
});

const storedNode = (node: AssistantNodeDraft): DemoHelpNode => {
  const text = stored(node.text);
  return {
    id: node.id,
    parentId: node.parentId,
    kind: node.kind,
    label: trimmed(node.label),
    ...(text === null ? {} : { text: trimmed(node.text) }),
    ...(node.kind === 'ARTICLE' && node.articleId !== null ? { articleId: node.articleId } : {}),
    ...(node.categoryId === null ? {} : { categoryId: node.categoryId }),
    ...(node.kind === 'ACTION' && node.form ? { form: storedForm(node.form) } : {}),
  };
};

/** Refuses steps that start from a help category the white-label does not have live. */
async function checkCategories(db: Database, whitelabelId: number, document: AssistantContent) {
  const wanted = [...new Set(assistantCategoryIds(document))];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(and(eq(faqCategories.whitelabelId, whitelabelId), inArray(faqCategories.id, wanted)));
  refuseUnknown('help_category_unknown', 'categories', wanted, new Set(rows.map(({ id }) => id)));
}

/**
 * A revision saved when the console edited words only (before the tree was editable) lacks the
 * steps' articles, categories and forms: they are the live step's of the same id, if any.
 */
async function upgraded(
  saved: unknown,
  live: () => Promise<AssistantContent | null>,
): Promise<AssistantContent> {
  const document = saved as AssistantContent;
  if (document.nodes.every((node) => 'form' in node)) return document;
  const byId = new Map((await live())?.nodes.map((node) => [node.id, node]));
  return {
    nodes: document.nodes.map((node) => {
      const now = byId.get(node.id);
      return {
        ...node,
        articleId: node.articleId ?? now?.articleId ?? null,
        categoryId: node.categoryId ?? now?.categoryId ?? null,
        form: node.form ?? now?.form ?? null,
      };
    }),
  };
}

export const assistantStore: ContentKindStore<'assistant'> = {
  async live(db, whitelabelId) {
    return { nodes: (await liveRows(db, whitelabelId)).map(draftOf) };
  },
  write: (db, whitelabelId, _key, document) =>
    syncHelpNodes(db, whitelabelId, document.nodes.map(storedNode)),
  checkRefs: checkCategories,
  async items(db, whitelabelId) {
    const [root] = await liveRows(db, whitelabelId);
    return [{ key: singletonContentKey, title: filled(root?.label ?? null), live: true }];
  },
  current: upgraded,
};
