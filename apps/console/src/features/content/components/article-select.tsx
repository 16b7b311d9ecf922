import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ArticleChoice } from '../api/use-article-choices.ts';
import { articleName } from '../utils/article-name.ts';

/**
 * One article of the white-label (the home's foot article, a footer entry's target); with
 * `noneLabel`, "none" is a choice too (null).
 */
export function ArticleSelect({
  label,
  value,
  articles,
  noneLabel,
  onChange,
}: {
  label: string;
  value: string | null;
  articles: readonly ArticleChoice[] | null;
  noneLabel?: string;
  onChange: (id: string | null) => void;
}) {
  const { language } = useI18n();
  const id = useId();
  // The document's article stays a choice while the list loads or after it left the list.
  const ids = (articles ?? []).map(({ key }) => key);
  const shown = value === null || ids.includes(value) ? ids : [value, ...ids];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        {noneLabel !== undefined || value === null ? (
          <option value="">{noneLabel ?? ''}</option>
        ) : null}
        {shown.map((key) => (
          <option key={key} value={key}>
            {articleName(articles, key, language)}
          </option>
        ))}
      </select>
    </div>
  );
}
