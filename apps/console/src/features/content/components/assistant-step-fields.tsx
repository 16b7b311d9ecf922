import {
  type AssistantNodeDraft,
  contentBodyMaxLength,
  contentNodeKinds,
  type ContentNodeKind,
  type MissingTranslation,
} from '@portico/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ArticleChoice } from '../api/use-article-choices.ts';
import { missingIn } from '../utils/missing-in.ts';
import { ArticleSelect } from './article-select.tsx';
import { LocalizedFields } from './localized-fields.tsx';

/** A help category a step may start from: its id and its live title. */
export interface CategoryChoice {
  key: string;
  title: Record<string, string>;
}

/**
 * The open step's own fields: its kind (the ROOT stays the start), its label and text in five
 * languages, the article an ARTICLE step opens, the help category whose "contact us" starts here.
 */
export function AssistantStepFields({
  step,
  index,
  name,
  missing,
  articles,
  categories,
  onKind,
  onChange,
}: {
  step: AssistantNodeDraft;
  index: number;
  name: string;
  missing: readonly MissingTranslation[];
  articles: readonly ArticleChoice[] | null;
  categories: readonly CategoryChoice[];
  onKind: (kind: ContentNodeKind) => void;
  onChange: (next: Partial<AssistantNodeDraft>) => void;
}) {
  const { t, language } = useI18n();
  const kindId = useId();
  const categoryId = useId();
  const shownCategories =
    step.categoryId === null || categories.some(({ key }) => key === step.categoryId)
      ? categories
      : [{ key: step.categoryId, title: {} }, ...categories];
  return (
    <>
      {step.parentId === null ? null : (
        <div className="field">
          <label htmlFor={kindId}>{t('helpEditors.assistant.kind')}</label>
          <select
            id={kindId}
            value={step.kind}
            onChange={(event) => onKind(event.target.value as ContentNodeKind)}
          >
            {contentNodeKinds
              .filter((kind) => kind !== 'ROOT')
              .map((kind) => (
                <option key={kind} value={kind}>
                  {t(`helpEditors.assistant.kinds.${kind}`)}
                </option>
              ))}
          </select>
        </div>
      )}
      <LocalizedFields
        key={`${step.id}-label`}
        legend={t('helpEditors.assistant.label', { name })}
        value={step.label}
        missing={missingIn(missing, `nodes.${index}.label`)}
        onChange={(label) => onChange({ label })}
      />
      <LocalizedFields
        key={`${step.id}-text`}
        legend={t('helpEditors.assistant.text', { name })}
        hint={t('helpEditors.assistant.textHint')}
        value={step.text}
        rows={4}
        max={contentBodyMaxLength}
        missing={missingIn(missing, `nodes.${index}.text`)}
        onChange={(text) => onChange({ text })}
      />
      {step.kind === 'ARTICLE' ? (
        <ArticleSelect
          label={t('helpEditors.assistant.article')}
          value={step.articleId}
          articles={articles}
          onChange={(articleId) => onChange({ articleId })}
        />
      ) : null}
      <div className="field">
        <label htmlFor={categoryId}>{t('helpEditors.assistant.category')}</label>
        <select
          id={categoryId}
          aria-describedby={`${categoryId}-hint`}
          value={step.categoryId ?? ''}
          onChange={(event) =>
            onChange({ categoryId: event.target.value === '' ? null : event.target.value })
          }
        >
          <option value="">{t('helpEditors.assistant.categoryNone')}</option>
          {shownCategories.map(({ key, title }) => (
            <option key={key} value={key}>
              {title[language] || title.fr || key}
            </option>
          ))}
        </select>
        <p id={`${categoryId}-hint`} className="hint">
          {t('helpEditors.assistant.categoryHint')}
        </p>
      </div>
    </>
  );
}
