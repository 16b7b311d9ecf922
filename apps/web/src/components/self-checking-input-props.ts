import type { Ref } from 'react';

/**
 * The props of the shared inputs that check what is typed themselves (e-mail, password): a
 * controlled value that react-hook-form binds through `Controller`, and what the parent adds.
 */
export interface SelfCheckingInputProps {
  label: string;
  /** The text as typed: the input is controlled (react-hook-form: through `Controller`). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The input's id, for a link that focuses it (an error summary); generated otherwise. */
  id?: string;
  /** The input element, e.g. for react-hook-form to focus it when the form has an error. */
  ref?: Ref<HTMLInputElement>;
  /** A red asterisk and aria-required; an empty value is missing, said only when the parent asks. */
  required?: boolean;
  /**
   * The parent asks for every error now (typically once the form has been sent): the missing
   * value's, and any the input would otherwise say only later (the e-mail's format, before the
   * field is left).
   */
  showMandatoryErrors?: boolean;
  /** A text of the parent's shown under the input's own (e.g. the server's answer). */
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}
