import { type PageContent, paragraphs } from '@portico/contract';
import { PreviewFrame } from './preview-frame.tsx';

/** A page's picture, title and paragraphs as the portal shows them beside its form. */
export function PagePreview({ document }: { document: PageContent }) {
  return (
    <PreviewFrame>
      {(language) => (
        <div className="preview-page" lang={language}>
          {document.picture ? (
            <img
              className="preview-picture"
              src={document.picture}
              alt={document.pictureAlt[language].trim()}
            />
          ) : null}
          <p className="preview-title">{document.title[language].trim() || '\u2014'}</p>
          {paragraphs(document.text[language]).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </PreviewFrame>
  );
}
