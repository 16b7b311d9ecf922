import { paragraphs } from '@portico/contract';

/** Article content is plain text with paragraphs separated by a blank line (the contract's rule). */
export { paragraphs };

/** The first paragraph, cut at a word boundary when longer than max characters. */
export function excerpt(content: string, max = 180): string {
  const first = paragraphs(content)[0] ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
