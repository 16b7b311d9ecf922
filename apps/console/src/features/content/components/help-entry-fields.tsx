import type { ContentItemList, HelpEntryDraft, MissingTranslation } from '@portico/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { LinkFields } from './link-fields.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { RowActions } from './row-actions.tsx';

type Article = ContentItemList['items'][number];

/**
 * One entry of a help category: an article of the portal, picked from the white-label's (its
 * title is the article's), or a link with its own title in five languages.
 */
export function HelpEntryFields({
  entry,
  index,
  count,
  articles,
  taken,
  missing,
  onChange,
  onInvalid,
  onMove,
  onRemove,
}: {
  entry: HelpEntryDraft;
  index: number;
  count: number;
  articles: readonly Article[];
  /** Articles other entries of the list already show. */
  taken: ReadonlySet<string>;
  missing: readonly MissingTranslation[];
  onChange: (entry: HelpEntryDraft) => void;
  onInvalid: (invalid: boolean) => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const titleOf = (article: Article | undefined, key: string) =>
    article?.title[language] || article?.title.fr || key;
  const name =
    entry.kind === 'ARTICLE'
      ? titleOf(
          articles.find(({ key }) => key === entry.articleId),
          entry.articleId,
        )
      : entry.title[language].trim() || entry.url || t('helpEditors.help.link');
  return (
    <li className="list-row">
      {entry.kind === 'ARTICLE' ? (
        <div className="field wide">
          <label htmlFor={id}>
            {t('helpEditors.help.article', { position: String(index + 1) })}
          </label>
          <select
            id={id}
            value={entry.articleId}
            onChange={(event) => onChange({ kind: 'ARTICLE', articleId: event.target.value })}
          >
            {articles.some(({ key }) => key === entry.articleId) ? null : (
              <option value={entry.articleId}>{entry.articleId}</option>
            )}
            {articles
              .filter(({ key, live }) => live && (key === entry.articleId || !taken.has(key)))
              .map((article) => (
                <option key={article.key} value={article.key}>
                  {`${titleOf(article, article.key)} (/${article.key})`}
                </option>
              ))}
          </select>
        </div>
      ) : (
        <>
          <LocalizedFields
            legend={t('helpEditors.help.linkTitle', { position: String(index + 1) })}
            value={entry.title}
            missing={missingIn(missing, `entries.${index}.title`)}
            onChange={(title) => onChange({ ...entry, title })}
          />
          <LinkFields
            label={t('helpEditors.help.linkUrl')}
            url={entry.url}
            newTab={entry.urlOpenNewTab}
            onChange={({ url, urlOpenNewTab }) =>
              onChange({ ...entry, url: url ?? '', urlOpenNewTab })
            }
            onInvalid={onInvalid}
          />
        </>
      )}
      <RowActions name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}
