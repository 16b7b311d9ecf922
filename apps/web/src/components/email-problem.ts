import { alertEmailMaxLength, isEmailAddress } from '@portico/contract';

/** The message key of what is wrong with a typed e-mail address (validators return keys). */
export type EmailProblem = 'errors.email_invalid' | 'errors.email_mandatory';

/** Spec 000 section 9: an e-mail address is at most 100 characters. */
export const emailMaxLength = alertEmailMaxLength;

/**
 * Spec 000 section 5 "E-mail input": the standard format (the contract's, the same as the
 * server's `z.email()`) and at most 100 characters; an empty required address is missing. A
 * parent uses it too, to know whether the address is acceptable (a submit button it disables).
 */
export function emailProblem(value: string, required: boolean): EmailProblem | null {
  if (value.trim() === '') return required ? 'errors.email_mandatory' : null;
  return value.length <= emailMaxLength && isEmailAddress(value) ? null : 'errors.email_invalid';
}
