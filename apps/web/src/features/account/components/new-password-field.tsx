import type { FieldValues } from 'react-hook-form';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEditedField, type EditedFieldProps } from '../../../lib/forms/use-edited-field.ts';
import { useAudience } from '../utils/audience.ts';

type NewPasswordFieldProps<Values extends FieldValues, Output> = EditedFieldProps<
  Values,
  Output
> & {
  label: string;
};

/**
 * A new password of the registration and the password reset: the customers' policy as its
 * hint, the browser offered to make one, "Password obbligatoria" said by the input once the
 * form was sent, and the policy's or the server's error under it.
 */
export function NewPasswordField<Values extends FieldValues, Output>({
  label,
  ...binding
}: NewPasswordFieldProps<Values, Output>) {
  const { t } = useTranslation();
  const audience = useAudience();
  const { field, errorKey, isSubmitted } = useEditedField(binding);
  return (
    <PasswordInput
      {...field}
      label={label}
      hint={t(
        audience === 'renter' ? 'account.renter.passwordHint' : 'account.register.passwordHint',
      )}
      autoComplete="new-password"
      required
      showMandatoryErrors={isSubmitted}
      // The input says a missing password itself.
      error={errorKey && errorKey !== 'errors.password_mandatory' ? t(errorKey) : null}
    />
  );
}
