import { type FooterEntryContent, footerEntrySections, safeLinkPattern } from '@portico/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ArticleChoice } from '../api/use-article-choices.ts';
import { refocusAfterMove } from '../utils/refocus.ts';
import { ArticleSelect } from './article-select.tsx';
import { LocalizedFields } from './localized-fields.tsx';

/** Whether a footer entry's link cannot be published: empty or not a link visitors may follow. */
export const footerLinkInvalid = (entry: FooterEntryContent) =>
  entry.target.kind === 'link' && !safeLinkPattern.test(entry.target.url);

/** Whether a footer entry cannot be sent: a link invalid, or no article chosen. */
export const footerEntryBlocked = (entry: FooterEntryContent) =>
  footerLinkInvalid(entry) || (entry.target.kind === 'article' && entry.target.articleId === '');

/**
 * One footer entry: its section (one not taken by another entry), its target (an article of the
 * white-label or a link), whether it opens in a new tab, its title in five languages, and the
 * buttons that move it up, down or out of the footer.
 */
export function FooterEntryFields({
  entry,
  position,
  count,
  taken,
  articles,
  missing,
  onChange,
  onMove,
  onRemove,
}: {
  entry: FooterEntryContent;
  /** Its place, from 0. */
  position: number;
  count: number;
  /** The sections the other entries use. */
  taken: readonly FooterEntryContent['section'][];
  articles: readonly ArticleChoice[] | null;
  missing: readonly string[];
  onChange: (entry: FooterEntryContent) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const number = String(position + 1);
  const { target } = entry;
  const linkError = target.kind === 'link' && footerLinkInvalid(entry);
  return (
    <fieldset className="localized-fields footer-entry">
      <legend>{t('content.footer.entry', { number })}</legend>
      <div className="item-picker">
        <div className="field">
          <label htmlFor={`${id}-section`}>{t('content.footer.section')}</label>
          <select
            id={`${id}-section`}
            value={entry.section}
            onChange={(event) => {
              const section = footerEntrySections.find((option) => option === event.target.value);
              if (section) onChange({ ...entry, section });
            }}
          >
            {footerEntrySections
              .filter((section) => section === entry.section || !taken.includes(section))
              .map((section) => (
                <option key={section} value={section}>
                  {t(`content.footer.sections.${section}`)}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('content.footer.target')}</label>
          <select
            id={`${id}-kind`}
            value={target.kind}
            onChange={(event) =>
              onChange({
                ...entry,
                target:
                  event.target.value === 'article'
                    ? { kind: 'article', articleId: articles?.[0]?.key ?? '' }
                    : { kind: 'link', url: '' },
              })
            }
          >
            <option value="article">{t('content.footer.toArticle')}</option>
            <option value="link">{t('content.footer.toLink')}</option>
          </select>
        </div>
        {target.kind === 'article' ? (
          <ArticleSelect
            label={t('content.lists.article')}
            value={target.articleId}
            articles={articles}
            onChange={(articleId) =>
              onChange({ ...entry, target: { kind: 'article', articleId: articleId ?? '' } })
            }
          />
        ) : (
          <div className="field wide">
            <label htmlFor={`${id}-url`}>{t('content.footer.url')}</label>
            <input
              id={`${id}-url`}
              type="text"
              inputMode="url"
              maxLength={2048}
              value={target.url}
              aria-invalid={linkError || undefined}
              aria-describedby={`${id}-url-hint`}
              onChange={(event) =>
                onChange({ ...entry, target: { kind: 'link', url: event.target.value.trim() } })
              }
            />
            <span id={`${id}-url-hint`} className={linkError ? 'field-error' : 'hint'}>
              {t(linkError ? 'content.urlInvalid' : 'content.footer.urlHint')}
            </span>
          </div>
        )}
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={entry.urlOpenNewTab}
          onChange={(event) => onChange({ ...entry, urlOpenNewTab: event.target.checked })}
        />
        {t('content.newTab')}
      </label>
      <LocalizedFields
        legend={t('content.footer.title')}
        value={entry.title}
        missing={missing}
        onChange={(title) => onChange({ ...entry, title })}
      />
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          disabled={position === 0}
          onClick={(event) => {
            onMove(-1);
            refocusAfterMove(event.currentTarget);
          }}
        >
          {t('content.footer.moveUp', { number })}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={position === count - 1}
          onClick={(event) => {
            onMove(1);
            refocusAfterMove(event.currentTarget);
          }}
        >
          {t('content.footer.moveDown', { number })}
        </button>
        <button type="button" className="button secondary" onClick={onRemove}>
          {t('content.footer.remove', { number })}
        </button>
      </div>
    </fieldset>
  );
}
