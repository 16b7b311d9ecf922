import { useState, type Ref } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { emailMaxLength, emailProblem } from './email-problem.ts';
import { FormField } from './form-field.tsx';
import fieldStyles from './form-field.module.css';

export interface EmailInputProps {
  label: string;
  /** The address as typed: the input is controlled (react-hook-form: through `Controller`). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The input's id, for a link that focuses it (an error summary); generated otherwise. */
  id?: string;
  /** The input element, e.g. for react-hook-form to focus it when the form has an error. */
  ref?: Ref<HTMLInputElement>;
  /** A red asterisk and aria-required; an empty address is missing, said only when the parent asks. */
  required?: boolean;
  /**
   * The parent asks for every error now (typically once the form has been sent): "E-mail
   * obbligatoria" for an empty required address, and the format error before the field is left.
   */
  showMandatoryErrors?: boolean;
  /** A text of the parent's shown under the input's own (e.g. the server's answer). */
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

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
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  ref,
  required = false,
  showMandatoryErrors = false,
  error = null,
  hint,
  disabled,
}: EmailInputProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const problem = emailProblem(value, required);
  // A missing address is said only when the parent asks; a malformed one also once left.
  const shown =
    problem === 'errors.email_mandatory' ? showMandatoryErrors : left || showMandatoryErrors;
  const shownProblem = shown ? problem : null;

  return (
    <FormField
      label={label}
      required={required}
      id={id}
      hint={hint}
      problem={shownProblem ? t(shownProblem) : null}
      error={error}
    >
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
