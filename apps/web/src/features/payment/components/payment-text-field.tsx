import type { HTMLAttributes, Ref } from 'react';
import styles from './payment.module.css';
import fieldStyles from '../../../components/form-field.module.css';

interface PaymentTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** The field's error text: marks it invalid and describes it. */
  error?: string | null;
  required?: boolean;
  maxLength?: number;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled field of the payment forms: red asterisk when required, hint and error tied to it. */
export function PaymentTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  hint,
  error = null,
  required = true,
  maxLength,
  autoComplete,
  type = 'text',
  inputMode,
  placeholder,
  ref,
}: PaymentTextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
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
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        type={type}
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        spellCheck={false}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
