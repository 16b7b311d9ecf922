import { contentBodyMaxLength, type ContentItem } from '@portico/contract';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { AssistantPreview } from './assistant-preview.tsx';
import { AssistantTree } from './assistant-tree.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * The guided assistant's words: its steps as a tree, the open step's label and text in five
 * languages, with the preview of that step. The tree itself (steps, order, forms) stays the
 * tenant file's: this editor changes words only.
 */
export default function AssistantEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t, language } = useI18n();
  const editor = useContentEditor('assistant', item, actions);
  const { document, change, missing } = editor;
  const [selected, setSelected] = useState(0);
  const step = document.nodes[selected];
  const update = (next: Partial<NonNullable<typeof step>>) =>
    change({
      nodes: document.nodes.map((node, index) =>
        index === selected ? { ...node, ...next } : node,
      ),
    });

  if (!step) return <p>{t('helpEditors.assistant.noSteps')}</p>;
  const name = step.label[language].trim() || step.id;
  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <p className="hint">{t('helpEditors.assistant.intro')}</p>
        <AssistantTree
          nodes={document.nodes}
          selected={selected}
          missing={missing}
          onSelect={setSelected}
        />
        <LocalizedFields
          key={`${step.id}-label`}
          legend={t('helpEditors.assistant.label', { name })}
          value={step.label}
          missing={missingIn(missing, `nodes.${selected}.label`)}
          onChange={(label) => update({ label })}
        />
        <LocalizedFields
          key={`${step.id}-text`}
          legend={t('helpEditors.assistant.text', { name })}
          hint={t('helpEditors.assistant.textHint')}
          value={step.text}
          rows={4}
          max={contentBodyMaxLength}
          missing={missingIn(missing, `nodes.${selected}.text`)}
          onChange={(text) => update({ text })}
        />
      </EditorForm>
      <AssistantPreview document={document} selected={selected} />
    </div>
  );
}
