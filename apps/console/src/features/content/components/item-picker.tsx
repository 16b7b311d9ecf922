import {
  type ContentItemList,
  type ContentKind,
  contentKinds,
  isArticleId,
  isReservedArticleId,
} from '@portico/contract';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';

/** The item being edited: its kind and key. */
export interface ContentChoice {
  kind: ContentKind;
  key: string;
}

/**
 * Which item the page edits: a kind, then one of its items (the two sign-in pages, the articles
 * by title with those not published yet marked), and a new article by its slug, which is also its
 * address on the portal (/fr/<slug>).
 */
export function ItemPicker({
  choice,
  items,
  onChoose,
}: {
  choice: ContentChoice;
  /** The kind's items; null while they load. */
  items: ContentItemList | null;
  onChoose: (choice: ContentChoice) => void;
}) {
  const { t, language } = useI18n();
  const kindId = useId();
  const keyId = useId();
  const slugId = useId();
  const [slug, setSlug] = useState('');
  const [slugError, setSlugError] = useState('');
  const listed = items?.kind === choice.kind ? items.items : [];
  const known = listed.some(({ key }) => key === choice.key);
  const label = (key: string, title: string) =>
    choice.kind === 'authentication-page'
      ? t(key === 'renter' ? 'content.keys.renter' : 'content.keys.user')
      : `${title || key} (/${key})`;

  function create() {
    const wanted = slug.trim();
    const problem = !isArticleId(wanted)
      ? 'content.slugInvalid'
      : isReservedArticleId(wanted)
        ? 'errors.article_id_reserved'
        : listed.some(({ key }) => key === wanted)
          ? 'content.slugTaken'
          : null;
    setSlugError(problem ? t(problem) : '');
    if (problem) return;
    setSlug('');
    onChoose({ kind: 'article', key: wanted });
  }

  return (
    <div className="item-picker">
      <div className="field">
        <label htmlFor={kindId}>{t('content.kind')}</label>
        <select
          id={kindId}
          value={choice.kind}
          onChange={(event) => {
            const kind = contentKinds.find((option) => option === event.target.value);
            if (kind) onChoose({ kind, key: '' });
          }}
        >
          {contentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`content.items.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {listed.length > 1 || choice.kind === 'article' ? (
        <div className="field">
          <label htmlFor={keyId}>{t('content.item')}</label>
          <select
            id={keyId}
            value={choice.key}
            onChange={(event) => onChoose({ kind: choice.kind, key: event.target.value })}
          >
            {known || choice.key === '' ? null : (
              <option value={choice.key}>{label(choice.key, t('content.newItem'))}</option>
            )}
            {listed.map(({ key, title, live }) => {
              const name = label(key, title[language] || title.fr);
              return (
                <option key={key} value={key}>
                  {live ? name : t('content.notLive', { name })}
                </option>
              );
            })}
          </select>
        </div>
      ) : null}
      {choice.kind === 'article' ? (
        <div className="field new-article">
          <label htmlFor={slugId}>{t('content.newArticle')}</label>
          <div className="inline-field">
            <input
              id={slugId}
              type="text"
              value={slug}
              maxLength={100}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={slugError ? true : undefined}
              aria-describedby={`${slugId}-hint`}
              onChange={(event) => setSlug(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') create();
              }}
            />
            <button type="button" className="button secondary" onClick={create}>
              {t('content.createArticle')}
            </button>
          </div>
          <span id={`${slugId}-hint`} className={slugError ? 'field-error' : 'hint'}>
            {slugError || t('content.slugHint')}
          </span>
        </div>
      ) : null}
    </div>
  );
}
