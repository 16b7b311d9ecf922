import { useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { emailMaxLength, emailProblem } from './email-problem.ts';
import { FormField } from './form-field.tsx';
import fieldStyles from './form-field.module.css';
import type { SelfCheckingInputProps } from './self-checking-input-props.ts';

export type EmailInputProps = SelfCheckingInputProps;

/**
 * Spec 000 sections 2 and 5, the shared e-mail input: an e-mail field (autofill `email`, at most
 * 100 characters) that checks its own format: "E-mail non valida" once the visitor has left the
 * field (then as they type), "E-mail obbligatoria" only when the parent asks for mandatory
 * errors. An external error text shows under it. Errors mark the input invalid and describe it.
 * Use inside react-hook-form: `<Controller name="email" control={control} render={({ field }) =>
 * <EmailInput {...field} label={...} required showMandatoryErrors={formState.isSubmitted} />} />`;
 * the form's own rule for the address (resolver or emailProblem) keeps it from being sent.
 */
export function EmailInput({
  value,
  onChange,
  onBlur,
  name,
  ref,
  disabled,
  required = false,
  showMandatoryErrors = false,
  ...frame
}: EmailInputProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const problem = emailProblem(value, required);
  // A missing address is said only when the parent asks; a malformed one also once left.
  const shown =
    problem === 'errors.email_mandatory' ? showMandatoryErrors : left || showMandatoryErrors;
  const shownProblem = shown ? problem : null;

  return (
    <FormField {...frame} required={required} problem={shownProblem ? t(shownProblem) : null}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          name={name}
          type="email"
          className={fieldStyles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            setLeft(true);
            onBlur?.();
          }}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={emailMaxLength}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
