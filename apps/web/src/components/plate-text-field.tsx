import { useId, type Ref } from 'react';
import fieldStyles from './form-field.module.css';

interface PlateTextFieldProps {
  label: string;
  hint: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text of the field's error; marks the field invalid and describes it. */
  error: string | null;
  errorId: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A required field for what is typed off a plate or a letter (a registration or a case number):
 * capitals offered, no autocomplete or spell check, label, hint and error tied to the input. The
 * lookup and alert forms use it, inside react-hook-form's Controller.
 */
export function PlateTextField({
  label,
  hint,
  name,
  value,
  onChange,
  onBlur,
  error,
  errorId,
  ref,
}: PlateTextFieldProps) {
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
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
