import type { ContentDocument, DraftLocalized, Language } from '@portico/contract';

const inLanguage = (text: DraftLocalized, language: Language) =>
  text[language].trim() || text.fr.trim();

/**
 * A line naming a revision in the history: its title where the kind has one; the footer's entries'
 * titles; the trips page's articles.
 */
export function revisionSummary(document: ContentDocument, language: Language): string {
  if ('title' in document) return inLanguage(document.title, language);
  if ('entries' in document) {
    return document.entries.map(({ title }) => inLanguage(title, language)).join(' \u00b7 ');
  }
  return document.articleIds.map((id) => `/${id}`).join(', ');
}
