import {
  type ContentItem,
  emptyLocalized,
  helpIdMaxLength,
  helpIdPattern,
} from '@portico/contract';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { moveItem } from '../utils/move-item.ts';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { HelpCategoryFields } from './help-category-fields.tsx';
import { HelpPreview } from './help-preview.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * The help page's editor: its title and subtitle, and its categories in order (add, remove,
 * move up or down with buttons, each one's title and icon), with the preview. A category removed
 * while it still has entries or assistant steps is refused by the server on publishing
 * (help_category_in_use): its entries are emptied first, as the category's own item.
 */
export default function HelpEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t, language } = useI18n();
  const editor = useContentEditor('help', item, actions);
  const { document, change, missing } = editor;
  const newId = useId();
  const [slug, setSlug] = useState('');
  const [slugError, setSlugError] = useState('');
  const [moved, setMoved] = useState('');
  const categories = document.categories;

  function add() {
    const id = slug.trim();
    // A category's id is its address (/{lang}/help/{id}): the help centre's slugs.
    const problem =
      id.length > helpIdMaxLength || !helpIdPattern.test(id)
        ? 'helpEditors.help.idInvalid'
        : categories.some((category) => category.id === id)
          ? 'helpEditors.help.idTaken'
          : null;
    setSlugError(problem ? t(problem) : '');
    if (problem) return;
    setSlug('');
    change({ categories: [...categories, { id, title: emptyLocalized(), icon: 'help' }] });
  }

  function move(index: number, offset: number) {
    const next = moveItem(categories, index, offset);
    const category = categories[index];
    change({ categories: next });
    if (category) {
      setMoved(
        t('helpEditors.list.moved', {
          name: category.title[language].trim() || category.id,
          position: String(next.indexOf(category) + 1),
          count: String(next.length),
        }),
      );
    }
  }

  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <LocalizedFields
          legend={t('content.fields.help.title')}
          value={document.title}
          missing={missingIn(missing, 'title')}
          onChange={(title) => change({ title })}
        />
        <LocalizedFields
          legend={t('content.fields.help.subtitle')}
          hint={t('content.optionalHint')}
          value={document.subtitle}
          missing={missingIn(missing, 'subtitle')}
          onChange={(subtitle) => change({ subtitle })}
        />
        <section aria-labelledby={`${newId}-title`} className="stack">
          <h2 id={`${newId}-title`}>{t('helpEditors.help.categories')}</h2>
          <p className="hint">{t('helpEditors.help.categoriesHint')}</p>
          <ol className="ordered-list">
            {categories.map((category, index) => (
              <HelpCategoryFields
                key={category.id}
                category={category}
                index={index}
                count={categories.length}
                missing={missing}
                onChange={(next) =>
                  change({ categories: categories.map((old, at) => (at === index ? next : old)) })
                }
                onMove={(offset) => move(index, offset)}
                onRemove={() => change({ categories: categories.filter((_, at) => at !== index) })}
              />
            ))}
          </ol>
          <p role="status" className="visually-hidden">
            {moved}
          </p>
          <div className="field">
            <label htmlFor={newId}>{t('helpEditors.help.newCategory')}</label>
            <div className="inline-field">
              <input
                id={newId}
                type="text"
                value={slug}
                maxLength={100}
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={slugError ? true : undefined}
                aria-describedby={`${newId}-hint`}
                onChange={(event) => setSlug(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <button type="button" className="button secondary" onClick={add}>
                {t('helpEditors.help.addCategory')}
              </button>
            </div>
            <span id={`${newId}-hint`} className={slugError ? 'field-error' : 'hint'}>
              {slugError || t('helpEditors.help.idHint')}
            </span>
          </div>
        </section>
      </EditorForm>
      <HelpPreview document={document} />
    </div>
  );
}
