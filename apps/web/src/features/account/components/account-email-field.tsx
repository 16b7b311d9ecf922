import type { FieldValues } from 'react-hook-form';
import { EmailInput } from '../../../components/email-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEditedField, type EditedFieldProps } from '../../../lib/forms/use-edited-field.ts';

type AccountEmailFieldProps<Values extends FieldValues, Output> = EditedFieldProps<
  Values,
  Output
> & {
  /** When "E-mail obbligatoria" may show: once the form was sent, unless the form says. */
  showMandatoryErrors?: boolean;
  /** A text of the form's own (the sign-in's answer); else the server's error on the field. */
  error?: string | null;
};

/**
 * The account's e-mail address in the account forms (sign-in, registration, activation,
 * password code): required, its format said by the input, the server's answer under it.
 */
export function AccountEmailField<Values extends FieldValues, Output>({
  showMandatoryErrors,
  error = null,
  ...binding
}: AccountEmailFieldProps<Values, Output>) {
  const { t } = useTranslation();
  const { field, errorKey, serverError, isSubmitted } = useEditedField(binding);
  return (
    <EmailInput
      {...field}
      label={t('account.email')}
      required
      showMandatoryErrors={showMandatoryErrors ?? isSubmitted}
      error={error ?? (serverError && errorKey ? t(errorKey) : null)}
    />
  );
}
