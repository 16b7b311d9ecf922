import type { HTMLAttributes, Ref } from 'react';
import { FormField } from './form-field.tsx';
import fieldStyles from './form-field.module.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  /** The input's id, for a link that focuses it (an error summary); generated otherwise. */
  id?: string;
  hint?: string;
  /** The field's error text: marks it invalid and describes it. */
  error?: string | null;
  /** Required by default; an optional one (a billing part) shows no asterisk. */
  required?: boolean;
  autoComplete: string;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  spellCheck?: boolean;
}

/**
 * A labelled text field of the forms (names, codes, billing and card details) in the shared
 * frame: red asterisk when required, hint and error tied to the input. Controlled, for
 * react-hook-form's `Controller`.
 */
export function TextField({
  value,
  onChange,
  onBlur,
  ref,
  name,
  autoComplete,
  maxLength,
  type,
  inputMode,
  placeholder,
  spellCheck,
  required = true,
  ...frame
}: TextFieldProps) {
  return (
    <FormField {...frame} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          name={name}
          type={type}
          className={fieldStyles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          spellCheck={spellCheck}
          maxLength={maxLength}
        />
      )}
    </FormField>
  );
}
