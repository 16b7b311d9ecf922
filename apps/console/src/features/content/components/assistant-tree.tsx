import type { AssistantNodeDraft, MissingTranslation } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * The assistant's steps as a tree of nested lists, each step a button that opens its words; the
 * open one is marked (aria-current); a step publishing found incomplete, or whose place or form
 * does not hold, says so.
 */
export function AssistantTree({
  nodes,
  selected,
  missing,
  problems,
  nameOf,
  onSelect,
}: {
  nodes: readonly AssistantNodeDraft[];
  selected: number;
  missing: readonly MissingTranslation[];
  /** The indexes of the steps whose place or form does not hold. */
  problems: ReadonlySet<number>;
  /** A step's name as the editor says it (its label, else "New question"). */
  nameOf: (node: AssistantNodeDraft) => string;
  onSelect: (index: number) => void;
}) {
  const { t } = useI18n();
  const incomplete = new Set(missing.map(({ field }) => field.split('.')[1]));
  const childrenOf = (parentId: string | null) =>
    nodes.flatMap((node, index) => (node.parentId === parentId ? [{ node, index }] : []));

  const branch = (parentId: string | null) => {
    const children = childrenOf(parentId);
    if (children.length === 0) return null;
    return (
      <ul>
        {children.map(({ node, index }) => (
          <li key={node.id}>
            <button
              type="button"
              className="tree-step"
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <span>{nameOf(node)}</span>{' '}
              <span className="hint">{t(`helpEditors.assistant.kinds.${node.kind}`)}</span>
              {incomplete.has(String(index)) ? (
                <span className="field-error">{` \u2014 ${t('helpEditors.assistant.incomplete')}`}</span>
              ) : null}
              {problems.has(index) ? (
                <span className="field-error">{` \u2014 ${t('helpEditors.assistant.toFix')}`}</span>
              ) : null}
            </button>
            {branch(node.id)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <nav className="assistant-tree" aria-label={t('helpEditors.assistant.tree')}>
      {branch(null)}
    </nav>
  );
}
