import type { FieldValues } from 'react-hook-form';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEditedField, type EditedFieldProps } from '../../../lib/forms/use-edited-field.ts';

/**
 * The new password typed again (password reset, the profile's change of password): required,
 * its missing or different value said by the form's rule under it.
 */
export function PasswordConfirmationField<Values extends FieldValues, Output>(
  props: EditedFieldProps<Values, Output>,
) {
  const { t } = useTranslation();
  const { field, errorKey } = useEditedField(props);
  return (
    <PasswordInput
      {...field}
      label={t('account.changePassword.confirmation')}
      autoComplete="new-password"
      required
      error={errorKey ? t(errorKey) : null}
    />
  );
}
