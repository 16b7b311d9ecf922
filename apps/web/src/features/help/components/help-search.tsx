import { useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { helpSearchMaxLength, helpSearchMinLength } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { helpSearchQueryOptions } from '../api/search-help.ts';
import { useDebounced } from '../utils/use-debounced.ts';
import { HelpLink } from './help-link.tsx';
import styles from './help-search.module.css';

/** How long the visitor pauses before the search asks the server. */
const debounceMs = 250;

/**
 * Search across the help articles (issue 14, beyond the spec), results as you type. The results
 * are a plain list of links under the box; a polite status says how many there are, so a screen
 * reader hears the count without the focus leaving the box.
 */
export function HelpSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), debounceMs);
  const enabled = query.length >= helpSearchMinLength;
  const search = useQuery({
    ...helpSearchQueryOptions(language, query),
    enabled,
    placeholderData: keepPreviousData,
  });
  const results = enabled ? (search.data?.results ?? []) : [];

  let status = '';
  if (enabled && search.isError) status = t('help.loadError');
  else if (enabled && search.isFetching && !search.data) status = t('help.searchSearching');
  else if (enabled && search.data) {
    status =
      results.length === 0
        ? t('help.searchNone')
        : t('help.searchResults', { count: results.length });
  }

  return (
    <div role="search" className={styles.search}>
      <label htmlFor={inputId} className={styles.label}>
        {t('help.searchLabel')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('help.searchHint')}
      </p>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={helpSearchMaxLength}
        aria-describedby={hintId}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p role="status" className={styles.status}>
        {status}
      </p>
      {results.length > 0 ? (
        <ul className={styles.results}>
          {results.map((result) => (
            <li key={result.id} className={styles.result}>
              {result.articleType === 'URL' && result.url ? (
                <HelpLink url={result.url} newTab={result.urlOpenNewTab} className={styles.title}>
                  {result.title}
                </HelpLink>
              ) : (
                <Link to={localizedPath(language, result.id)} className={styles.title}>
                  {result.title}
                </Link>
              )}
              <span className={styles.category}>{result.categoryTitle}</span>
              {result.extract ? <span className={styles.extract}>{result.extract}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
