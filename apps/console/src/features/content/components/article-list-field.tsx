import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ArticleChoice } from '../api/use-article-choices.ts';
import { articleName } from '../utils/article-name.ts';
import { moved } from '../utils/moved.ts';
import { refocusAfterMove } from '../utils/refocus.ts';

/**
 * An ordered list of articles (a home block, the trips page's list): each with buttons to move it
 * up or down and to remove it (keyboard and screen reader alike: no dragging), and a choice of the
 * articles not listed yet to add at the end.
 */
export function ArticleListField({
  legend,
  value,
  max,
  articles,
  onChange,
}: {
  legend: string;
  value: readonly string[];
  max: number;
  /** The articles that may be added; null while they load. */
  articles: readonly ArticleChoice[] | null;
  onChange: (ids: string[]) => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const addable = (articles ?? []).filter(({ key }) => !value.includes(key));
  const [picked, setPicked] = useState('');
  const chosen = addable.some(({ key }) => key === picked) ? picked : (addable[0]?.key ?? '');
  const full = value.length >= max;
  return (
    <fieldset className="localized-fields article-list">
      <legend>{legend}</legend>
      {value.length === 0 ? (
        <p className="hint">{t('content.lists.empty')}</p>
      ) : (
        <ol>
          {value.map((articleId, index) => {
            const name = articleName(articles, articleId, language);
            return (
              <li key={articleId}>
                <span>{name}</span>
                <span className="list-moves">
                  <button
                    type="button"
                    className="button secondary"
                    disabled={index === 0}
                    aria-label={t('content.lists.moveUp', { name })}
                    onClick={(event) => {
                      onChange(moved(value, index, -1));
                      refocusAfterMove(event.currentTarget);
                    }}
                  >
                    {'\u2191'}
                  </button>
                  <button
                    type="button"
                    className="button secondary"
                    disabled={index === value.length - 1}
                    aria-label={t('content.lists.moveDown', { name })}
                    onClick={(event) => {
                      onChange(moved(value, index, 1));
                      refocusAfterMove(event.currentTarget);
                    }}
                  >
                    {'\u2193'}
                  </button>
                  <button
                    type="button"
                    className="button secondary"
                    aria-label={t('content.lists.remove', { name })}
                    onClick={() => onChange(value.filter((other) => other !== articleId))}
                  >
                    {'\u00d7'}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="field">
        <label htmlFor={id}>{t('content.lists.article')}</label>
        <div className="inline-field">
          <select
            id={id}
            value={chosen}
            disabled={full || addable.length === 0}
            onChange={(event) => setPicked(event.target.value)}
          >
            {addable.map(({ key }) => (
              <option key={key} value={key}>
                {articleName(articles, key, language)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button secondary"
            disabled={full || chosen === ''}
            onClick={() => onChange([...value, chosen])}
          >
            {t('content.lists.add')}
          </button>
        </div>
        {full ? (
          <span className="hint">{t('content.lists.full', { max: String(max) })}</span>
        ) : null}
      </div>
    </fieldset>
  );
}
