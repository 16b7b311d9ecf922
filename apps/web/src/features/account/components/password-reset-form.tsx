import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { ErrorCode, ResetPasswordBody } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { checkPasswordReset, type ResetPasswordValues } from '../utils/reset-password-check.ts';
import { serverErrorPlace } from '../utils/server-error-place.ts';
import { AccountCodeField } from './account-code-field.tsx';
import { FormError } from './form-error.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { PasswordConfirmationField } from './password-confirmation-field.tsx';
import { useAudience } from '../utils/audience.ts';
import styles from './account.module.css';

type ResetField = keyof ResetPasswordValues;

/** The reset answers that belong to a field; the others show above the buttons. */
const fieldOfCode: Partial<Record<ErrorCode, ResetField>> = {
  invalid_password_reset_code: 'code',
  expired_password_reset_code: 'code',
  password_mandatory: 'password',
  bad_password_security: 'password',
};

/** Each audience's policy (8 or 12 characters). */
export const passwordResetResolvers = {
  customer: ruleResolver((values: ResetPasswordValues) => checkPasswordReset(values, 'customer')),
  renter: ruleResolver((values: ResetPasswordValues) => checkPasswordReset(values, 'renter')),
};

interface PasswordResetFormProps {
  email: string;
  onDone: () => void;
  /** Back to the first step, for a new code. */
  onNewCode: () => void;
}

/**
 * account/changePassword, second step: the e-mailed code, the new password and its
 * confirmation (spec 000 section 5). The code field takes the focus as the step shows.
 */
export function PasswordResetForm({ email, onDone, onNewCode }: PasswordResetFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<ErrorCode | null | undefined>(undefined);
  const { control, handleSubmit, setError, clearErrors, setFocus } = useForm<
    ResetPasswordValues,
    unknown,
    ResetPasswordBody
  >({
    defaultValues: { code: '', password: '', confirmation: '' },
    resolver: passwordResetResolvers[useAudience()],
    reValidateMode: 'onSubmit',
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const edited = (field: ResetField) => {
    clearErrors(field);
    setFormError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    void handleSubmit((body) => {
      setFormError(undefined);
      reset.mutate(
        { email, body },
        {
          onSuccess: onDone,
          onError: (failure) => {
            const code = isApiError(failure) ? failure.code : null;
            const place = serverErrorPlace(code, fieldOfCode);
            if (place === 'captcha' || place === 'form') setFormError(code);
            else
              setError(
                place,
                { type: 'server', message: errorMessageKey(code) },
                { shouldFocus: true },
              );
          },
        },
      );
    })(event);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p role="status" className={styles.success}>
        {t('account.changePassword.codeSent')}
      </p>
      <p className={styles.note}>{t('account.requiredNote')}</p>
      <AccountCodeField
        control={control}
        name="code"
        onEdit={edited}
        label={t('account.changePassword.code')}
      />
      <NewPasswordField
        control={control}
        name="password"
        onEdit={edited}
        label={t('account.changePassword.newPassword')}
      />
      <PasswordConfirmationField control={control} name="confirmation" onEdit={edited} />
      {formError !== undefined ? <FormError code={formError} /> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={reset.isPending} track="password-reset-submit">
          {t('account.changePassword.submit')}
        </Button>
        <Button variant="secondary" onClick={onNewCode} track="password-reset-new-code">
          {t('account.changePassword.newCode')}
        </Button>
      </div>
    </form>
  );
}
