import type { AssistantNodeDraft, ContentNodeKind, SmartformDraft } from '@portico/contract';
import { emptyLocalized } from '@portico/contract';

/**
 * The assistant's tree edited as the console's buttons do it: add a step under another or after
 * one, move it among its siblings or under another step, remove it with the steps below it. The
 * document stays a list, the ROOT first and every step after its parent (the server's rule); each
 * edit rebuilds that order depth-first, siblings in their order, so a step's place in the list is
 * also its place in the tree. Each function answers the new list and the edited step's index.
 */

type Nodes = readonly AssistantNodeDraft[];

export interface TreeEdit {
  nodes: AssistantNodeDraft[];
  selected: number;
}

/** The children of each step (null: the ROOT's parent), in the list's order. */
function childrenOf(nodes: Nodes): Map<string | null, AssistantNodeDraft[]> {
  const children = new Map<string | null, AssistantNodeDraft[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  return children;
}

/** The steps depth-first from the ROOT, children in their order; a step whose parent is gone goes. */
function depthFirst(children: Map<string | null, AssistantNodeDraft[]>): AssistantNodeDraft[] {
  const ordered: AssistantNodeDraft[] = [];
  const visit = (parentId: string | null) => {
    for (const node of children.get(parentId) ?? []) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}

const edited = (nodes: AssistantNodeDraft[], id: string): TreeEdit => ({
  nodes,
  selected: Math.max(
    nodes.findIndex((node) => node.id === id),
    0,
  ),
});

/** The ids of the step and of every step below it. */
export function subtreeIds(nodes: Nodes, id: string): Set<string> {
  const children = childrenOf(nodes);
  const ids = new Set<string>();
  const visit = (at: string) => {
    ids.add(at);
    for (const child of children.get(at) ?? []) visit(child.id);
  };
  visit(id);
  return ids;
}

/** A new step's id: "step-" and six letters or digits no step has (an id is never reused). */
export function newStepId(nodes: Nodes, random: () => number = Math.random): string {
  const taken = new Set(nodes.map(({ id }) => id));
  for (;;) {
    const id = `step-${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/** The start of an assistant that has no steps yet: its question to write. */
export const newRoot = (): AssistantNodeDraft => ({
  ...newStep('start', 'start', 'QUESTION'),
  parentId: null,
  kind: 'ROOT',
});

/** A new step of the kind, its words empty. */
export function newStep(id: string, parentId: string, kind: ContentNodeKind): AssistantNodeDraft {
  return withKind(
    {
      id,
      parentId,
      kind: 'QUESTION',
      label: emptyLocalized(),
      text: emptyLocalized(),
      articleId: null,
      categoryId: null,
      form: null,
    },
    kind,
    null,
  );
}

/** An empty form: a title to write, no field yet, no files. */
export const emptySmartform = (): SmartformDraft => ({
  title: emptyLocalized(),
  fields: [],
  attachments: { allowed: false, mandatory: false },
});

/**
 * The step as another kind: an ACTION gets a form (its own, kept if it had one), an ARTICLE an
 * article (`article`, the first the white-label has, or none yet), other kinds neither.
 */
export function withKind(
  node: AssistantNodeDraft,
  kind: ContentNodeKind,
  article: string | null,
): AssistantNodeDraft {
  return {
    ...node,
    kind,
    form: kind === 'ACTION' ? (node.form ?? emptySmartform()) : null,
    articleId: kind === 'ARTICLE' ? (node.articleId ?? article) : null,
  };
}

/** Adds `step` as the last child of `parentId`. */
export function addUnder(nodes: Nodes, parentId: string, step: AssistantNodeDraft): TreeEdit {
  const children = childrenOf(nodes);
  children.set(parentId, [...(children.get(parentId) ?? []), { ...step, parentId }]);
  return edited(depthFirst(children), step.id);
}

/** Adds `step` right after the sibling `afterId`, under the same parent. */
export function addAfter(nodes: Nodes, afterId: string, step: AssistantNodeDraft): TreeEdit {
  const after = nodes.find(({ id }) => id === afterId);
  if (!after || after.parentId === null) return edited([...nodes], afterId);
  const children = childrenOf(nodes);
  const siblings = [...(children.get(after.parentId) ?? [])];
  siblings.splice(siblings.indexOf(after) + 1, 0, { ...step, parentId: after.parentId });
  children.set(after.parentId, siblings);
  return edited(depthFirst(children), step.id);
}

/** Moves the step (with the steps below it) by `offset` places among its siblings. */
export function moveAmongSiblings(nodes: Nodes, id: string, offset: number): TreeEdit {
  const node = nodes.find((step) => step.id === id);
  if (!node) return edited([...nodes], id);
  const children = childrenOf(nodes);
  const siblings = [...(children.get(node.parentId) ?? [])];
  const from = siblings.indexOf(node);
  const to = Math.min(Math.max(from + offset, 0), siblings.length - 1);
  siblings.splice(from, 1);
  siblings.splice(to, 0, node);
  children.set(node.parentId, siblings);
  return edited(depthFirst(children), id);
}

/** Where the step is among its siblings: its index and how many they are. */
export function siblingPlace(nodes: Nodes, id: string): { index: number; count: number } {
  const node = nodes.find((step) => step.id === id);
  const siblings = nodes.filter((step) => node && step.parentId === node.parentId);
  return { index: siblings.findIndex((step) => step.id === id), count: siblings.length };
}

/** The steps the step may move under: any but itself, the steps below it and the forms. */
export function possibleParents(nodes: Nodes, id: string): AssistantNodeDraft[] {
  const below = subtreeIds(nodes, id);
  return nodes.filter((node) => !below.has(node.id) && node.kind !== 'ACTION');
}

/** Moves the step (with the steps below it) to be the last child of `parentId`. */
export function moveUnder(nodes: Nodes, id: string, parentId: string): TreeEdit {
  const node = nodes.find((step) => step.id === id);
  if (!node || subtreeIds(nodes, id).has(parentId)) return edited([...nodes], id);
  const rest = nodes.filter((step) => step.id !== id);
  return addUnder(rest, parentId, { ...node, parentId });
}

/** Removes the step and every step below it; the step before it is selected. */
export function removeStep(nodes: Nodes, id: string): TreeEdit {
  const gone = subtreeIds(nodes, id);
  const index = nodes.findIndex((step) => step.id === id);
  const kept = nodes.filter((step) => !gone.has(step.id));
  return { nodes: kept, selected: Math.max(Math.min(index - 1, kept.length - 1), 0) };
}
