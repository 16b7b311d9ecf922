import { describe, expect, it } from 'vitest';
import type { ContentNode, ContentNodeSummary } from '@portico/contract';
import { isFinalAnswer, writeToUsAction } from '../utils/write-to-us.ts';

const summary = (id: string, kind: ContentNodeSummary['kind']): ContentNodeSummary => ({
  id,
  kind,
  label: id,
});
const node = (kind: ContentNode['kind'], children: ContentNodeSummary[] = []): ContentNode => ({
  ...summary('node', kind),
  text: 'text',
  articleId: kind === 'ARTICLE' ? 'help-article' : null,
  children,
  form: null,
});

describe('write to us after an answer (issue 26 item 17)', () => {
  it.each([
    ['a text with nothing after it', node('TEXT'), true],
    ['an article with nothing after it', node('ARTICLE'), true],
    ['a question', node('QUESTION', [summary('a', 'TEXT')]), false],
    ['a text leading on', node('TEXT', [summary('a', 'TEXT')]), false],
    ['a form', node('ACTION'), false],
    ['nothing', null, false],
  ])('%s is a final answer: %s', (_, answer, expected) => {
    expect(isFinalAnswer(answer)).toBe(expected);
  });

  it("offers the answer's own question's form first", () => {
    const siblings = [summary('amount', 'TEXT'), summary('notice-form', 'ACTION')];
    const entries = [summary('notice-question', 'QUESTION'), summary('other-form', 'ACTION')];
    expect(writeToUsAction(siblings, entries)?.id).toBe('notice-form');
  });

  it('else the last form of the first choices, else none', () => {
    const entries = [
      summary('payment-form', 'ACTION'),
      summary('scam-text', 'TEXT'),
      summary('other-form', 'ACTION'),
    ];
    expect(writeToUsAction([summary('scam-text', 'TEXT')], entries)?.id).toBe('other-form');
    expect(writeToUsAction([], [summary('scam-text', 'TEXT')])).toBeNull();
  });
});
