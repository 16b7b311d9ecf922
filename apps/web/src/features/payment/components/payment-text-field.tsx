import type { HTMLAttributes, Ref } from 'react';
import { FormField } from '../../../components/form-field.tsx';
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
  return (
    <FormField label={label} required={required} id={id} hint={hint} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
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
        />
      )}
    </FormField>
  );
}
