import { isSecurePassword } from '@portico/contract';
import { ruleResolver, type RuleCheck } from '../../../lib/forms/rule-resolver.ts';

export interface OwnPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export interface OwnPasswordChange {
  currentPassword: string;
  newPassword: string;
}

type Errors = Extract<RuleCheck<OwnPasswordValues, OwnPasswordChange>, { ok: false }>['errors'];

/**
 * Spec 000 section 5 "Change password": the current password (password_mandatory), the new one
 * (password_mandatory, bad_password_security) and its confirmation
 * (password_confirmation_mandatory, wrong_password_confirmation).
 */
export function checkOwnPassword(
  values: OwnPasswordValues,
): RuleCheck<OwnPasswordValues, OwnPasswordChange> {
  const errors: Errors = {};
  if (values.currentPassword === '') errors.currentPassword = 'errors.password_mandatory';
  if (values.newPassword === '') errors.newPassword = 'errors.password_mandatory';
  else if (!isSecurePassword(values.newPassword, 'customer'))
    errors.newPassword = 'errors.bad_password_security';
  if (values.confirmation === '') errors.confirmation = 'errors.password_confirmation_mandatory';
  else if (values.confirmation !== values.newPassword)
    errors.confirmation = 'errors.wrong_password_confirmation';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { currentPassword: values.currentPassword, newPassword: values.newPassword },
  };
}

export const ownPasswordResolver = ruleResolver(checkOwnPassword);
