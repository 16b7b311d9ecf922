import {
  type AssistantNodeDraft,
  assistantNodesMax,
  assistantTreeProblems,
  type ContentItem,
} from '@portico/contract';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { useContentItems } from '../api/list-content-items.ts';
import { useArticleChoices } from '../api/use-article-choices.ts';
import { problemText } from '../utils/assistant-problem.ts';
import {
  addAfter,
  addUnder,
  moveAmongSiblings,
  moveUnder,
  newRoot,
  newStep,
  newStepId,
  removeStep,
  type TreeEdit,
  withKind,
} from '../utils/assistant-tree-edit.ts';
import { AssistantPreview } from './assistant-preview.tsx';
import { AssistantStepActions } from './assistant-step-actions.tsx';
import { AssistantStepFields } from './assistant-step-fields.tsx';
import { AssistantTree } from './assistant-tree.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { SmartformFields } from './smartform-fields.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * The guided assistant: its steps as a tree, the open step's place (add, move, remove), kind,
 * words, article, help category and form, with the preview of that step. What the tree must hold
 * (the contract's assistantTreeProblems, the server's rule too) is said before anything is sent.
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
  const articles = useArticleChoices();
  const categories = (useContentItems('help-category').data?.items ?? []).filter(
    ({ live }) => live,
  );
  const [selected, setSelected] = useState(0);
  const [said, setSaid] = useState('');
  // Opening a step (from the tree, or a new one) takes the focus to its heading, so the keyboard
  // and a phone's screen land on its fields, below a tree that may be long; a move keeps it.
  const [opened, setOpened] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (opened > 0) heading.current?.focus();
  }, [opened]);
  const open = (index: number) => {
    setSelected(index);
    setOpened((count) => count + 1);
  };
  const nodes = document.nodes;
  const step = nodes[selected];
  const problems = assistantTreeProblems(document).map(problemText);
  const nameOf = (node: AssistantNodeDraft) =>
    node.label[language].trim() ||
    t('helpEditors.assistant.unnamed', { kind: t(`helpEditors.assistant.kinds.${node.kind}`) });

  const apply = ({ nodes: next, selected: at }: TreeEdit, message: string, focus = false) => {
    change({ nodes: next });
    if (focus) open(at);
    else setSelected(at);
    setSaid(message);
  };
  const update = (next: Partial<AssistantNodeDraft>) =>
    change({
      nodes: nodes.map((node, index) => (index === selected ? { ...node, ...next } : node)),
    });
  const fresh = (parentId: string) => newStep(newStepId(nodes), parentId, 'QUESTION');

  if (!step) {
    return (
      <div className="stack">
        <p>{t('helpEditors.assistant.noSteps')}</p>
        <button
          type="button"
          className="button secondary"
          onClick={() => change({ nodes: [newRoot()] })}
        >
          {t('helpEditors.assistant.start')}
        </button>
      </div>
    );
  }
  const name = nameOf(step);
  const full = nodes.length >= assistantNodesMax;
  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        blocked={problems.length > 0}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <p className="hint">{t('helpEditors.assistant.intro')}</p>
        <AssistantTree
          nodes={nodes}
          selected={selected}
          missing={missing}
          problems={new Set(problems.map(({ step: at }) => at))}
          nameOf={nameOf}
          onSelect={open}
        />
        {problems.length > 0 ? (
          <div role="alert" className="field-error">
            <p>{t('helpEditors.assistant.problemsTitle')}</p>
            <ul>
              {problems.map(({ step: at, key }, index) => (
                <li key={`${at}-${key}-${index}`}>
                  {t(key, { name: nodes[at] ? nameOf(nodes[at]) : String(at + 1) })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <h2 ref={heading} tabIndex={-1}>
          {t('helpEditors.assistant.stepHeading', { name })}
        </h2>
        <AssistantStepActions
          nodes={nodes}
          step={step}
          name={name}
          nameOf={nameOf}
          onAddUnder={() => {
            if (!full)
              apply(
                addUnder(nodes, step.id, fresh(step.id)),
                t('helpEditors.assistant.added', { name }),
                true,
              );
          }}
          onAddAfter={() => {
            if (!full && step.parentId !== null) {
              apply(
                addAfter(nodes, step.id, fresh(step.parentId)),
                t('helpEditors.assistant.added', { name }),
                true,
              );
            }
          }}
          onMove={(offset) =>
            apply(
              moveAmongSiblings(nodes, step.id, offset),
              t('helpEditors.assistant.moved', { name }),
            )
          }
          onMoveUnder={(parentId) =>
            apply(moveUnder(nodes, step.id, parentId), t('helpEditors.assistant.moved', { name }))
          }
          onRemove={() =>
            apply(removeStep(nodes, step.id), t('helpEditors.assistant.removed', { name }), true)
          }
        />
        <p role="status" className="visually-hidden">
          {said}
        </p>
        <AssistantStepFields
          step={step}
          index={selected}
          name={name}
          missing={missing}
          articles={articles}
          categories={categories}
          onKind={(kind) => update(withKind(step, kind, articles?.[0]?.key ?? null))}
          onChange={update}
        />
        {step.form ? (
          <SmartformFields
            key={step.id}
            form={step.form}
            at={`nodes.${selected}.form`}
            name={name}
            missing={missing}
            onChange={(form) => update({ form })}
          />
        ) : null}
      </EditorForm>
      <AssistantPreview document={document} selected={selected} />
    </div>
  );
}
