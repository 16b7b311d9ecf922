import type { ContentItem, HomeContent } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ArticleChoice } from '../api/use-article-choices.ts';
import { articleName } from '../utils/article-name.ts';
import { PreviewFrame } from './preview-frame.tsx';

/**
 * The banner and the tiles as the portal's home shows them (spec 001 "Home"): its picture, the title as the
 * page's heading, the subtitle under it, the link's button, then each tile the home offers with
 * the document's words or, where it leaves them empty, the standard ones, and the list block's
 * articles.
 */
export function HomePreview({
  document,
  tiles,
  articles,
}: {
  document: HomeContent;
  tiles: ContentItem['homeTiles'];
  /** The white-label's articles, to name the list block's; null while they load. */
  articles: readonly ArticleChoice[] | null;
}) {
  const { t } = useI18n();
  return (
    <PreviewFrame>
      {(language) => {
        const subtitle = document.subtitle[language].trim();
        const listTitle = document.listBlockTitle[language].trim();
        return (
          <>
            <div className="preview-banner" lang={language}>
              {document.picture ? (
                <img className="preview-picture" src={document.picture} alt="" />
              ) : null}
              <p className="preview-title">{document.title[language].trim() || '\u2014'}</p>
              {subtitle ? <p className="preview-subtitle">{subtitle}</p> : null}
              {document.url ? (
                <p className="preview-link">{t('content.previewButton', { url: document.url })}</p>
              ) : null}
            </div>
            <ul className="preview-tiles" lang={language} aria-label={t('content.tiles.title')}>
              {tiles
                .filter(({ shown }) => shown)
                .map(({ tile, standard }) => {
                  const own = document.tiles[tile];
                  return (
                    <li key={tile} data-tile={tile}>
                      <strong>{own.title[language].trim() || standard.title[language]}</strong>
                      <span>{own.subtitle[language].trim() || standard.subtitle[language]}</span>
                    </li>
                  );
                })}
            </ul>
            {listTitle ? (
              <p className="preview-list-title" lang={language}>
                {listTitle}
              </p>
            ) : null}
            <ul lang={language} aria-label={t('content.home.listBlock')}>
              {document.listBlockArticleIds.map((id) => (
                <li key={id}>{articleName(articles, id, language)}</li>
              ))}
            </ul>
          </>
        );
      }}
    </PreviewFrame>
  );
}
