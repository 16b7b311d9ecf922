/** Article content is plain text with paragraphs separated by a blank line. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The first paragraph, cut at a word boundary when longer than max characters. */
export function excerpt(content: string, max = 180): string {
  const first = paragraphs(content)[0] ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
