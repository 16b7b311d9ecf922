import type { FieldValues } from 'react-hook-form';
import { accountCodeLength } from '@portico/contract';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEditedField, type EditedFieldProps } from '../../../lib/forms/use-edited-field.ts';

type AccountCodeFieldProps<Values extends FieldValues, Output> = EditedFieldProps<
  Values,
  Output
> & {
  label: string;
};

/**
 * The code e-mailed for an activation or a password reset: digits, offered by the phone from
 * the message (one-time-code), with room for a space or two typed in it.
 */
export function AccountCodeField<Values extends FieldValues, Output>({
  label,
  ...binding
}: AccountCodeFieldProps<Values, Output>) {
  const { t } = useTranslation();
  const { field, errorKey } = useEditedField(binding);
  return (
    <TextField
      {...field}
      label={label}
      hint={t('account.activate.codeHint')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={accountCodeLength + 2}
      error={errorKey ? t(errorKey) : null}
    />
  );
}
