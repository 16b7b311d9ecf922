import { type ArticleContent, paragraphs } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/**
 * The article as its page shows it: its picture, the title, the catchphrase, the paragraphs and the link's
 * button (its own text, else the portal's "Learn more"), dark or light.
 */
export function ArticlePreview({ document }: { document: ArticleContent }) {
  const { t } = useI18n();
  return (
    <PreviewFrame>
      {(language) => {
        const catchphrase = document.catchphrase[language].trim();
        const button = document.buttonText[language].trim() || t('content.previewMore');
        return (
          <div
            className={document.darkMode ? 'preview-page preview-dark' : 'preview-page'}
            lang={language}
          >
            {document.picture ? (
              <img className="preview-picture" src={document.picture} alt="" />
            ) : null}
            <p className="preview-title">{document.title[language].trim() || '\u2014'}</p>
            {catchphrase ? <p className="preview-subtitle">{catchphrase}</p> : null}
            {paragraphs(document.content[language]).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {document.url ? (
              <p className="preview-link">{`${button} \u2192 ${document.url}`}</p>
            ) : null}
          </div>
        );
      }}
    </PreviewFrame>
  );
}
