import { accountCodePattern, isSecurePassword, type ResetPasswordBody } from '@portico/contract';
import type { RuleCheck } from '../../../lib/forms/rule-resolver.ts';
import type { Audience } from './audience.ts';

export interface ResetPasswordValues {
  code: string;
  password: string;
  confirmation: string;
}

type Errors = Extract<RuleCheck<ResetPasswordValues, ResetPasswordBody>, { ok: false }>['errors'];

/**
 * Spec 000 section 5 "Change password", without the current password (the e-mailed code stands
 * for it): the code (six digits), the new password (password_mandatory, bad_password_security)
 * (the policy of the account's type: 8 characters for customers, 12 for renters) and its
 * confirmation (password_confirmation_mandatory, wrong_password_confirmation).
 */
export function checkPasswordReset(
  values: ResetPasswordValues,
  audience: Audience = 'customer',
): RuleCheck<ResetPasswordValues, ResetPasswordBody> {
  const code = values.code.replace(/\s/g, '');
  const errors: Errors = {};
  if (code === '') errors.code = 'account.fieldRequired';
  else if (!accountCodePattern.test(code)) errors.code = 'account.codeFormat';
  if (values.password === '') errors.password = 'errors.password_mandatory';
  else if (!isSecurePassword(values.password, audience))
    errors.password = 'errors.bad_password_security';
  if (values.confirmation === '') errors.confirmation = 'errors.password_confirmation_mandatory';
  else if (values.confirmation !== values.password)
    errors.confirmation = 'errors.wrong_password_confirmation';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { code, password: values.password } };
}
