import { useI18n } from '../../../lib/i18n.tsx';

/**
 * A row's buttons in an ordered list (a help category, an entry): move up, move down, remove,
 * each named with the row so a screen reader says which. At an end, a move button stays focusable
 * (aria-disabled) so the focus never falls to the page when a row reaches the top.
 */
export function RowActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (offset: number) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const move = (offset: number, blocked: boolean, label: string, text: string) => (
    <button
      type="button"
      className="button secondary"
      aria-disabled={blocked || undefined}
      aria-label={t(label === 'up' ? 'helpEditors.list.moveUp' : 'helpEditors.list.moveDown', {
        name,
      })}
      onClick={() => {
        if (!blocked) onMove(offset);
      }}
    >
      {text}
    </button>
  );
  return (
    <div className="row-actions">
      {move(-1, index === 0, 'up', '\u2191')}
      {move(1, index === count - 1, 'down', '\u2193')}
      <button type="button" className="button secondary" onClick={onRemove}>
        {t('helpEditors.list.remove', { name })}
      </button>
    </div>
  );
}
