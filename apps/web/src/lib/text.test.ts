import { describe, expect, it } from 'vitest';
import { excerpt, paragraphs } from './text.ts';

describe('article text', () => {
  it('splits paragraphs on blank lines', () => {
    expect(paragraphs('Uno\nriga due\n\nDue\n  \nTre\n')).toEqual(['Uno\nriga due', 'Due', 'Tre']);
  });

  it('cuts a long first paragraph at a word', () => {
    const text = `${'parola '.repeat(40)}\n\nAltro`;
    const cut = excerpt(text, 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut.endsWith('parola…')).toBe(true);
  });
});
