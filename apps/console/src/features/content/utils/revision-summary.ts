import type { ContentDocument, DraftLocalized, Language } from '@portico/contract';
import type { useI18n } from '../../../lib/i18n.tsx';

type Translate = ReturnType<typeof useI18n>['t'];

const inLanguage = (text: DraftLocalized, language: Language) =>
  text[language].trim() || text.fr.trim();

/**
 * A line naming a revision in the history: its title where the kind has one; the footer's entries'
 * titles; a help category's count of entries; the assistant's count of steps; the trips page's
 * articles.
 */
export function revisionSummary(
  document: ContentDocument,
  language: Language,
  t: Translate,
): string {
  if ('title' in document) return inLanguage(document.title, language);
  if ('nodes' in document) {
    return t('content.assistant.stepCount', { count: String(document.nodes.length) });
  }
  if ('entries' in document) {
    const footer = document.entries.flatMap((entry) => ('section' in entry ? [entry] : []));
    if (footer.length === document.entries.length && footer.length > 0) {
      return footer.map(({ title }) => inLanguage(title, language)).join(' \u00b7 ');
    }
    return t('content.help.entryCount', { count: String(document.entries.length) });
  }
  return document.articleIds.map((id) => `/${id}`).join(', ');
}
