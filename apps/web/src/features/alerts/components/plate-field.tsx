import { useId, type Ref } from 'react';
import fieldStyles from '../../../components/form-field.module.css';
import styles from './alerts.module.css';

interface PlateFieldProps {
  label: string;
  hint: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The text of the field's error; marks the field invalid and describes it. */
  error: string | null;
  errorId: string;
  ref?: Ref<HTMLInputElement>;
}

/** The alert form's required plate number: label, hint and error tied to the input. */
export function PlateField({
  label,
  hint,
  name,
  value,
  onChange,
  onBlur,
  error,
  errorId,
  ref,
}: PlateFieldProps) {
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
        name={name}
        type="text"
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
