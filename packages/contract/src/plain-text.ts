/**
 * The portal's plain texts (an article, a page's text) hold paragraphs separated by a blank line:
 * the portal renders each as a paragraph, and the console's preview does the same.
 */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
