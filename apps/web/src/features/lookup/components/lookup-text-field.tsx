import { useId, type Ref } from 'react';
import styles from './lookup-form.module.css';
import fieldStyles from '../../../components/form-field.module.css';

interface LookupTextFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** The text of the field's error; marks the field invalid and describes it. */
  error: string | null;
  errorId: string;
  ref?: Ref<HTMLInputElement>;
}

/** A required text field of the lookup form: label, hint and error tied to the input. */
export function LookupTextField({
  label,
  hint,
  value,
  onChange,
  error,
  errorId,
  ref,
}: LookupTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        <span className={fieldStyles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p id={hintId} className={fieldStyles.hint}>
        {hint}
      </p>
      <input
        ref={ref}
        id={id}
        type="text"
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      {error ? (
        <p id={errorId} className={`${styles.error} ${styles.fieldError}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
