import {
  isSecurePassword,
  profileMaxLength,
  type Language,
  type RegistrationBody,
} from '@portico/contract';
import { emailProblem } from '../../../components/email-problem.ts';
import type { RuleCheck } from '../../../lib/forms/rule-resolver.ts';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
}

export const registerFields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'acceptedTerms',
] as const satisfies readonly (keyof RegisterValues)[];

/**
 * The registration as the server will judge it (spec 000 sections 5 and 8): both names, a
 * well-formed address, a password to the customers' policy (password_mandatory,
 * bad_password_security) and the terms (cgu_mandatory). The account's e-mails are in the page's
 * language.
 */
export function checkRegistration(
  values: RegisterValues,
  language: Language,
): RuleCheck<RegisterValues, RegistrationBody> {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  const errors: Extract<RuleCheck<RegisterValues, RegistrationBody>, { ok: false }>['errors'] = {};
  if (firstName === '' || firstName.length > profileMaxLength.firstName)
    errors.firstName = 'account.fieldRequired';
  if (lastName === '' || lastName.length > profileMaxLength.lastName)
    errors.lastName = 'account.fieldRequired';
  const problem = emailProblem(email, true);
  if (problem) errors.email = problem;
  if (values.password === '') errors.password = 'errors.password_mandatory';
  else if (!isSecurePassword(values.password, 'customer'))
    errors.password = 'errors.bad_password_security';
  if (!values.acceptedTerms) errors.acceptedTerms = 'errors.cgu_mandatory';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { firstName, lastName, email, password: values.password, language, acceptedTerms: true },
  };
}
