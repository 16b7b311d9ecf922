import { accountCodePattern } from '@portico/contract';
import { emailProblem } from '../../../components/email-problem.ts';
import type { RuleCheck } from '../../../lib/forms/rule-resolver.ts';
import type { Activation } from '../api/activate-account.ts';

export interface ActivateValues {
  email: string;
  code: string;
}

/**
 * The activation: the account named by the registration's id, else by the e-mail typed, and
 * the e-mailed code (six digits; spaces typed around or inside it are dropped).
 */
export function checkActivation(
  values: ActivateValues,
  accountId: string | null,
): RuleCheck<ActivateValues, Activation> {
  const email = values.email.trim();
  const code = values.code.replace(/\s/g, '');
  const errors: Extract<RuleCheck<ActivateValues, Activation>, { ok: false }>['errors'] = {};
  const problem = accountId ? null : emailProblem(email, true);
  if (problem) errors.email = problem;
  if (code === '') errors.code = 'account.fieldRequired';
  else if (!accountCodePattern.test(code)) errors.code = 'account.codeFormat';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { account: accountId ?? email, code } };
}
