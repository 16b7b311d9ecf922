import { paragraphs, type TripsPageContent } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ArticleChoice } from '../api/use-article-choices.ts';
import { articleName } from '../utils/article-name.ts';
import { PreviewFrame } from './preview-frame.tsx';

/** The trips page's text and, under the lists, its articles' titles in order. */
export function TripsPagePreview({
  document,
  articles,
}: {
  document: TripsPageContent;
  articles: readonly ArticleChoice[] | null;
}) {
  const { t } = useI18n();
  return (
    <PreviewFrame>
      {(language) => (
        <div className="preview-page" lang={language}>
          {paragraphs(document.primoPassantText[language]).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <ul aria-label={t('content.tripsPage.articles')}>
            {document.articleIds.map((id) => (
              <li key={id}>{articleName(articles, id, language)}</li>
            ))}
          </ul>
        </div>
      )}
    </PreviewFrame>
  );
}
