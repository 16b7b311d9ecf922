import { useId, type Ref } from 'react';
import fieldStyles from '../../../components/form-field.module.css';

interface TextFieldProps {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** The text of the field's error; marks the field invalid and describes it. */
  error: string | null;
  maxLength: number;
  autoComplete: string;
  inputMode?: 'text' | 'numeric';
  hint?: string;
  /** Required by default; an optional one (a billing part) shows no asterisk. */
  required?: boolean;
}

/** A text field of the account forms (names, codes): label, hint and error tied to it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  ref,
  error,
  maxLength,
  autoComplete,
  inputMode,
  hint,
  required = true,
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        name={name}
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
