import type { ContentItemList, HelpCategoryContent } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/**
 * The category's page as the portal lists it: each entry's title in order, an article's from
 * the article (its live title), a link's its own, with where it leads.
 */
export function HelpCategoryPreview({
  document,
  articles,
  category,
}: {
  document: HelpCategoryContent;
  articles: ContentItemList['items'];
  category: string;
}) {
  const { t } = useI18n();
  return (
    <PreviewFrame>
      {(language) => (
        <ul
          className="preview-entries"
          lang={language}
          aria-label={t('helpEditors.help.entriesOf', { category })}
        >
          {document.entries.map((entry, index) => {
            if (entry.kind === 'URL') {
              return (
                <li key={index}>
                  <strong>{entry.title[language].trim() || '\u2014'}</strong>
                  {entry.url ? <span>{` \u2192 ${entry.url}`}</span> : null}
                </li>
              );
            }
            const article = articles.find(({ key }) => key === entry.articleId);
            return (
              <li key={index}>
                <strong>{article?.title[language] || entry.articleId}</strong>
                <span>{` \u2192 /${language}/${entry.articleId}`}</span>
              </li>
            );
          })}
        </ul>
      )}
    </PreviewFrame>
  );
}
