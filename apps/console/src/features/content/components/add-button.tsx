/** The button that adds a row at the end of an ordered list (a form's field, a list's choice). */
export function AddButton({
  label,
  disabled,
  onAdd,
}: {
  label: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="actions">
      <button type="button" className="button secondary" disabled={disabled} onClick={onAdd}>
        {label}
      </button>
    </div>
  );
}
