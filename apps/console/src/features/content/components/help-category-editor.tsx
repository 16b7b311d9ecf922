import { type ContentItem, emptyLocalized, type HelpEntryDraft } from '@portico/contract';
import { useRef, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { useContentItems } from '../api/list-content-items.ts';
import { moveItem } from '../utils/move-item.ts';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { HelpCategoryPreview } from './help-category-preview.tsx';
import { HelpEntryFields } from './help-entry-fields.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * A help category's entries in order: articles of the portal and links, added, removed and moved
 * with buttons; publishing replaces the category's whole list. An article is listed in one
 * category only (the server refuses one another category lists: help_entry_article_taken).
 */
export default function HelpCategoryEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t } = useI18n();
  const editor = useContentEditor('help-category', item, actions);
  const { document, change, missing } = editor;
  const articles = useContentItems('article').data?.items ?? [];
  const entries = document.entries;
  // Each row's own key, moved with it, so a row keeps its fields (and the focus) when it moves.
  const nextKey = useRef(entries.length);
  const [keys, setKeys] = useState(() => entries.map((_, index) => index));
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [moved, setMoved] = useState('');
  const taken = new Set(
    entries.flatMap((entry) => (entry.kind === 'ARTICLE' ? [entry.articleId] : [])),
  );
  const free = articles.find(({ key, live }) => live && !taken.has(key));
  const linkMissing = entries.some((entry) => entry.kind === 'URL' && entry.url.trim() === '');

  function set(next: HelpEntryDraft[], nextKeys: number[]) {
    change({ entries: next });
    setKeys(nextKeys);
  }
  function add(entry: HelpEntryDraft) {
    set([...entries, entry], [...keys, nextKey.current]);
    nextKey.current += 1;
  }
  function remove(index: number) {
    const key = keys[index];
    set(
      entries.filter((_, at) => at !== index),
      keys.filter((_, at) => at !== index),
    );
    setInvalid((current) => new Set([...current].filter((other) => other !== key)));
  }
  function move(index: number, offset: number) {
    const next = moveItem(entries, index, offset);
    set(next, moveItem(keys, index, offset));
    setMoved(
      t('helpEditors.list.moved', {
        name: t('helpEditors.help.entry', { position: String(index + 1) }),
        position: String(Math.min(Math.max(index + offset, 0), next.length - 1) + 1),
        count: String(next.length),
      }),
    );
  }

  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        blocked={invalid.size > 0 || linkMissing}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <p className="hint">{t('helpEditors.help.entriesHint')}</p>
        {entries.length === 0 ? <p>{t('helpEditors.help.noEntries')}</p> : null}
        <ol className="ordered-list">
          {entries.map((entry, index) => {
            const key = keys[index] ?? index;
            return (
              <HelpEntryFields
                key={key}
                entry={entry}
                index={index}
                count={entries.length}
                articles={articles}
                taken={taken}
                missing={missing}
                onChange={(next) =>
                  change({ entries: entries.map((old, at) => (at === index ? next : old)) })
                }
                onInvalid={(bad) =>
                  setInvalid((current) => {
                    const next = new Set(current);
                    if (bad) next.add(key);
                    else next.delete(key);
                    return next;
                  })
                }
                onMove={(offset) => move(index, offset)}
                onRemove={() => remove(index)}
              />
            );
          })}
        </ol>
        <p role="status" className="visually-hidden">
          {moved}
        </p>
        {linkMissing ? <p className="field-error">{t('helpEditors.help.linkMissing')}</p> : null}
        <div className="actions">
          <button
            type="button"
            className="button secondary"
            disabled={!free}
            onClick={() => {
              if (free) add({ kind: 'ARTICLE', articleId: free.key });
            }}
          >
            {t('helpEditors.help.addArticle')}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              add({ kind: 'URL', title: emptyLocalized(), url: '', urlOpenNewTab: false })
            }
          >
            {t('helpEditors.help.addLink')}
          </button>
        </div>
      </EditorForm>
      <HelpCategoryPreview document={document} articles={articles} category={item.key} />
    </div>
  );
}
