import type { RuleCheck } from '../../../lib/forms/rule-resolver.ts';
import { emailProblem } from '../../../components/email-problem.ts';
import type { RenterActivation } from '../api/activate-renter.ts';
import { checkPasswordReset, type ResetPasswordValues } from './reset-password-check.ts';

export interface RenterActivateValues extends ResetPasswordValues {
  email: string;
}

type Errors = Extract<RuleCheck<RenterActivateValues, RenterActivation>, { ok: false }>['errors'];

/**
 * renters/activate: the invitation's code and the first password to the renters' policy (12
 * characters, spec 000 section 5) with its confirmation, as a password reset checks them; the
 * renter named by the link's id, else by the e-mail typed.
 */
export function checkRenterActivation(
  values: RenterActivateValues,
  accountId: string | null,
): RuleCheck<RenterActivateValues, RenterActivation> {
  const email = values.email.trim();
  const errors: Errors = {};
  const problem = accountId ? null : emailProblem(email, true);
  if (problem) errors.email = problem;
  const password = checkPasswordReset(values, 'renter');
  if (!password.ok) Object.assign(errors, password.errors);
  if (!password.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { account: accountId ?? email, body: password.value } };
}
