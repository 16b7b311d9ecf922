import type { FooterContent } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/**
 * The footer's links as the portal shows them, in order: each entry's title and where it leads
 * (an article's page in the preview's language, or the link).
 */
export function FooterPreview({ document }: { document: FooterContent }) {
  const { t } = useI18n();
  return (
    <PreviewFrame>
      {(language) => (
        <ul className="preview-footer" lang={language} aria-label={t('content.footer.preview')}>
          {document.entries.map(({ section, target, urlOpenNewTab, title }) => {
            const where =
              target.kind === 'article' ? `/${language}/${target.articleId}` : target.url;
            const newTab = urlOpenNewTab ? ` (${t('content.footer.newTabShort')})` : '';
            return (
              <li key={section}>
                <strong>{title[language].trim() || '\u2014'}</strong>
                <span>{` \u2192 ${where}${newTab}`}</span>
              </li>
            );
          })}
        </ul>
      )}
    </PreviewFrame>
  );
}
