import type { Ref } from 'react';
import { FormField } from '../../../components/form-field.tsx';
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
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          name={name}
          className={fieldStyles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </FormField>
  );
}
