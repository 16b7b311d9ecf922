import { useId } from 'react';
import { TrashIcon } from './trash-icon.tsx';
import styles from './journey-row.module.css';

interface RowCheckboxProps {
  /** What the box chooses, read by screen readers ("Seleziona il viaggio del ..."). */
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  /** Id of a message about the whole selection, read with the box. */
  describedBy?: string;
}

/** A trips list row's box, in the row's first column, with its label for screen readers. */
export function RowCheckbox({ label, checked, disabled, onChange, describedBy }: RowCheckboxProps) {
  const id = useId();
  return (
    <div className={styles.select}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
    </div>
  );
}

/** The bin of a row the visitor added (a prepaid trip or prepayment): removes it from the list. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} onClick={onClick}>
      <TrashIcon />
    </button>
  );
}
