import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { emailProblem } from '../../../components/email-problem.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { storeToken } from '../../../lib/user-token.ts';
import {
  useActivateRenter,
  useSendRenterActivationCode,
  type RenterActivation,
} from '../api/activate-renter.ts';
import { audiencePages } from '../utils/audience.ts';
import {
  checkRenterActivation,
  type RenterActivateValues,
} from '../utils/renter-activate-check.ts';
import { serverErrorPlace } from '../utils/server-error-place.ts';
import { AccountCodeField } from './account-code-field.tsx';
import { AccountEmailField } from './account-email-field.tsx';
import { FormError } from './form-error.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { PasswordConfirmationField } from './password-confirmation-field.tsx';
import styles from './account.module.css';

type Field = keyof RenterActivateValues;

const fieldOfCode: Partial<Record<ErrorCode, Field>> = {
  invalid_activation_code: 'code',
  expired_activation_code: 'code',
  bad_email_format: 'email',
  email_invalid: 'email',
  password_mandatory: 'password',
  bad_password_security: 'password',
};

const pages = audiencePages.renter;

/**
 * renters/activate (issue 25 item 8): the renter the operator invited types the e-mailed code
 * and chooses a password of 12 characters or more (its rules shown under the field); the
 * answer signs the renter in, to the rental information. "Invia un nuovo codice" asks for
 * another code.
 */
export function RenterActivationForm({ accountId }: { accountId: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const activate = useActivateRenter();
  const resend = useSendRenterActivationCode();
  const [formError, setFormError] = useState<ErrorCode | null | undefined>(undefined);
  const { control, handleSubmit, formState, setError, clearErrors, getValues } = useForm<
    RenterActivateValues,
    unknown,
    RenterActivation
  >({
    defaultValues: { email: '', code: '', password: '', confirmation: '' },
    resolver: ruleResolver((values: RenterActivateValues) =>
      checkRenterActivation(values, accountId),
    ),
    reValidateMode: 'onSubmit',
  });

  const edited = (field: Field) => {
    clearErrors(field);
    setFormError(undefined);
  };
  const showServerError = (failure: unknown) => {
    const code = isApiError(failure) ? failure.code : null;
    const place = serverErrorPlace(code, fieldOfCode);
    if (place === 'captcha' || place === 'form') setFormError(code);
    else setError(place, { type: 'server', message: errorMessageKey(code) }, { shouldFocus: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activate.isPending) return;
    void handleSubmit((activation) => {
      setFormError(undefined);
      resend.reset();
      activate.mutate(activation, {
        onSuccess: (token) => {
          if (token) storeToken(token, 'renter');
          const next = token ? pages.signedIn : pages.login;
          void navigate(localizedPath(language, next), { replace: true });
        },
        onError: showServerError,
      });
    })(event);
  };

  const onResend = () => {
    if (resend.isPending) return;
    setFormError(undefined);
    const email = getValues('email').trim();
    const problem = accountId ? null : emailProblem(email, true);
    if (problem) {
      setError('email', { type: 'rule', message: problem }, { shouldFocus: true });
      return;
    }
    resend.mutate(accountId ?? email, { onError: showServerError });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('account.requiredNote')}</p>
      {accountId ? null : (
        <AccountEmailField
          control={control}
          name="email"
          onEdit={edited}
          showMandatoryErrors={formState.errors.email !== undefined}
        />
      )}
      <AccountCodeField
        control={control}
        name="code"
        onEdit={edited}
        label={t('account.activate.code')}
      />
      <NewPasswordField
        control={control}
        name="password"
        onEdit={edited}
        label={t('account.password')}
      />
      <PasswordConfirmationField control={control} name="confirmation" onEdit={edited} />
      {formError !== undefined ? <FormError code={formError} /> : null}
      <p role="status" className={`${styles.success} ${styles.status}`}>
        {resend.isSuccess ? t('account.activate.resent') : null}
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={activate.isPending} track="renter-activate-submit">
          {t('account.activate.submit')}
        </Button>
        <Button
          variant="secondary"
          loading={resend.isPending}
          onClick={onResend}
          track="renter-activate-resend"
        >
          {t('account.activate.resend')}
        </Button>
      </div>
      <p className={styles.links}>
        {t('account.activate.alreadyActive')}{' '}
        <Button variant="secondary" href={pages.login} track="renter-activate-login">
          {t('account.login.title')}
        </Button>
      </p>
    </form>
  );
}
