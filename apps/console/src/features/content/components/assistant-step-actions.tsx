import type { AssistantNodeDraft } from '@portico/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../lib/messages.ts';
import { possibleParents, siblingPlace, subtreeIds } from '../utils/assistant-tree-edit.ts';

/**
 * What can be done to the open step's place in the tree: add a step under it (not under a form,
 * which ends the conversation) or after it, move it among its siblings or under another step,
 * remove it with the steps below it. The ROOT only gets steps under it. A move button at an end
 * stays focusable (aria-disabled), so the focus never falls to the page.
 */
export function AssistantStepActions({
  nodes,
  step,
  name,
  nameOf,
  onAddUnder,
  onAddAfter,
  onMove,
  onMoveUnder,
  onRemove,
}: {
  nodes: readonly AssistantNodeDraft[];
  step: AssistantNodeDraft;
  name: string;
  nameOf: (node: AssistantNodeDraft) => string;
  onAddUnder: () => void;
  onAddAfter: () => void;
  onMove: (offset: number) => void;
  onMoveUnder: (parentId: string) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const underId = useId();
  const isRoot = step.parentId === null;
  const place = siblingPlace(nodes, step.id);
  const below = subtreeIds(nodes, step.id).size - 1;
  const move = (offset: number, blocked: boolean, label: MessageKey, arrow: string) => (
    <button
      type="button"
      className="button secondary"
      aria-disabled={blocked || undefined}
      aria-label={t(label, { name })}
      onClick={() => {
        if (!blocked) onMove(offset);
      }}
    >
      {arrow}
    </button>
  );
  return (
    <div className="stack">
      <div className="actions">
        {step.kind === 'ACTION' ? null : (
          <button type="button" className="button secondary" onClick={onAddUnder}>
            {t('helpEditors.assistant.addUnder', { name })}
          </button>
        )}
        {isRoot ? null : (
          <button type="button" className="button secondary" onClick={onAddAfter}>
            {t('helpEditors.assistant.addAfter', { name })}
          </button>
        )}
      </div>
      {isRoot ? null : (
        <>
          <div className="row-actions">
            {move(-1, place.index <= 0, 'helpEditors.list.moveUp', '\u2191')}
            {move(1, place.index >= place.count - 1, 'helpEditors.list.moveDown', '\u2193')}
            <button type="button" className="button secondary" onClick={onRemove}>
              {below === 0
                ? t('helpEditors.list.remove', { name })
                : t('helpEditors.assistant.removeWith', { name, count: String(below) })}
            </button>
          </div>
          <div className="field">
            <label htmlFor={underId}>{t('helpEditors.assistant.under')}</label>
            <select
              id={underId}
              value={step.parentId ?? ''}
              onChange={(event) => onMoveUnder(event.target.value)}
            >
              {possibleParents(nodes, step.id).map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {nameOf(parent)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
