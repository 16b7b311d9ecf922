import {
  type ContentItem,
  emptyLocalized,
  type FooterEntryContent,
  footerEntryMax,
  footerEntrySections,
} from '@portico/contract';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { useArticleChoices } from '../api/use-article-choices.ts';
import { missingIn } from '../utils/missing-in.ts';
import { moved } from '../utils/moved.ts';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { FooterEntryFields, footerEntryBlocked } from './footer-entry-fields.tsx';
import { FooterPreview } from './footer-preview.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * The footer's editor: its entries in order, each added, edited, moved up or down or removed with
 * buttons (no dragging), and the preview. Publishing replaces the whole footer.
 */
export function FooterEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t } = useI18n();
  const editor = useContentEditor('footer', item, actions);
  const { document, change, missing } = editor;
  const articles = useArticleChoices();
  const { entries } = document;
  // Each entry's React key follows it when it moves, so focus stays on the entry moved.
  const [keys, setKeys] = useState(() => entries.map((_, index) => index));
  const setEntries = (next: FooterEntryContent[], nextKeys: number[]) => {
    setKeys(nextKeys);
    change({ entries: next });
  };
  const free = footerEntrySections.filter(
    (section) => !entries.some((entry) => entry.section === section),
  );

  function add() {
    const section = free[0];
    if (!section) return;
    const first = articles?.[0]?.key;
    setEntries(
      [
        ...entries,
        {
          section,
          target: first ? { kind: 'article', articleId: first } : { kind: 'link', url: '' },
          urlOpenNewTab: false,
          title: emptyLocalized(),
        },
      ],
      [...keys, Math.max(-1, ...keys) + 1],
    );
  }

  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        blocked={entries.some(footerEntryBlocked)}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        {entries.length === 0 ? <p className="hint">{t('content.footer.empty')}</p> : null}
        {entries.map((entry, position) => (
          <FooterEntryFields
            key={keys[position] ?? `new-${position}`}
            entry={entry}
            position={position}
            count={entries.length}
            taken={entries.filter((other) => other !== entry).map(({ section }) => section)}
            articles={articles}
            missing={missingIn(missing, `entries.${position}.title`)}
            onChange={(next) =>
              setEntries(
                entries.map((other, index) => (index === position ? next : other)),
                keys,
              )
            }
            onMove={(by) => setEntries(moved(entries, position, by), moved(keys, position, by))}
            onRemove={() =>
              setEntries(
                entries.filter((_, index) => index !== position),
                keys.filter((_, index) => index !== position),
              )
            }
          />
        ))}
        <div className="actions">
          <button
            type="button"
            className="button secondary"
            disabled={entries.length >= footerEntryMax || free.length === 0}
            onClick={add}
          >
            {t('content.footer.add')}
          </button>
        </div>
      </EditorForm>
      <FooterPreview document={document} />
    </div>
  );
}
