import { type AssistantNodeDraft, assistantTreeProblems } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import {
  addAfter,
  addUnder,
  moveAmongSiblings,
  moveUnder,
  newRoot,
  newStep,
  newStepId,
  possibleParents,
  removeStep,
  withKind,
} from './assistant-tree-edit.ts';

/**
 * root
 * ├ a
 * │ ├ a1
 * │ └ a2
 * └ b (a form)
 */
const tree: AssistantNodeDraft[] = [
  newRoot(),
  newStep('a', 'start', 'QUESTION'),
  newStep('a1', 'a', 'TEXT'),
  newStep('a2', 'a', 'TEXT'),
  newStep('b', 'start', 'ACTION'),
];
const shape = (nodes: readonly AssistantNodeDraft[]) =>
  nodes.map(({ id, parentId }) => `${parentId ?? '-'}>${id}`);

describe('the assistant tree’s edits', () => {
  it('adds a step as the last child, or right after a sibling, and opens it', () => {
    const under = addUnder(tree, 'a', newStep('n', 'a', 'TEXT'));
    expect(shape(under.nodes)).toEqual(['->start', 'start>a', 'a>a1', 'a>a2', 'a>n', 'start>b']);
    expect(under.selected).toBe(4);
    const after = addAfter(tree, 'a', newStep('n', 'x', 'TEXT'));
    expect(shape(after.nodes)).toEqual([
      '->start',
      'start>a',
      'a>a1',
      'a>a2',
      'start>n',
      'start>b',
    ]);
    expect(after.selected).toBe(4);
  });

  it('moves a step with the steps below it among its siblings, within bounds', () => {
    const down = moveAmongSiblings(tree, 'a', 1);
    expect(shape(down.nodes)).toEqual(['->start', 'start>b', 'start>a', 'a>a1', 'a>a2']);
    expect(down.selected).toBe(2);
    expect(shape(moveAmongSiblings(tree, 'a', -1).nodes)).toEqual(shape(tree));
    expect(shape(moveAmongSiblings(tree, 'a2', -1).nodes)).toEqual([
      '->start',
      'start>a',
      'a>a2',
      'a>a1',
      'start>b',
    ]);
  });

  it('moves a step under another, never under itself, the steps below it or a form', () => {
    expect(shape(moveUnder(tree, 'a1', 'start').nodes)).toEqual([
      '->start',
      'start>a',
      'a>a2',
      'start>b',
      'start>a1',
    ]);
    expect(shape(moveUnder(tree, 'a', 'a2').nodes)).toEqual(shape(tree));
    expect(possibleParents(tree, 'a').map(({ id }) => id)).toEqual(['start']);
    expect(possibleParents(tree, 'a1').map(({ id }) => id)).toEqual(['start', 'a', 'a2']);
  });

  it('removes a step with the steps below it and opens the one before', () => {
    const removed = removeStep(tree, 'a');
    expect(shape(removed.nodes)).toEqual(['->start', 'start>b']);
    expect(removed.selected).toBe(0);
  });

  it('keeps every edit a tree the contract accepts', () => {
    const edits = [
      addUnder(tree, 'a1', newStep('n', 'a1', 'TEXT')).nodes,
      moveAmongSiblings(tree, 'a', 1).nodes,
      moveUnder(tree, 'a', 'start').nodes,
      removeStep(tree, 'a1').nodes,
    ];
    for (const nodes of edits) expect(assistantTreeProblems({ nodes })).toEqual([]);
  });

  it('gives a new step an id no step has, and a kind its own parts', () => {
    const ids = [0, 0, 0.5];
    const random = () => ids.shift() ?? 0.5;
    const taken = [...tree, newStep('step-000000', 'start', 'TEXT')];
    expect(newStepId(taken, random)).toBe(`step-${Math.floor(0.5 * 36 ** 6).toString(36)}`);
    const form = withKind(tree[1] as AssistantNodeDraft, 'ACTION', 'tolls');
    expect(form.form?.fields).toEqual([]);
    expect(form.articleId).toBeNull();
    const article = withKind(form, 'ARTICLE', 'tolls');
    expect([article.form, article.articleId]).toEqual([null, 'tolls']);
  });
});
