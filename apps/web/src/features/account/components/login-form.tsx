import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CredentialsBody, ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { EmailInput } from '../../../components/email-input.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useSignIn } from '../api/sign-in.ts';
import { keepCustomerToken, signedInPath } from '../utils/after-sign-in.ts';
import { loginResolver, type LoginValues } from '../utils/login-check.ts';
import { serverErrorPlace, type ErrorPlace } from '../utils/server-error-place.ts';
import { useCaptchaGate } from '../utils/use-captcha-gate.ts';
import { CaptchaWait } from './captcha-wait.tsx';
import styles from './account.module.css';

type LoginField = keyof LoginValues;

/** The sign-in answers that belong to a field; the others (user_not_found...) show above the button. */
const fieldOfCode: Partial<Record<ErrorCode, LoginField>> = {
  bad_email_format: 'email',
  email_invalid: 'email',
  email_mandatory: 'email',
  password_mandatory: 'password',
};

interface ServerError {
  place: ErrorPlace<LoginField>;
  code: ErrorCode | null;
}

/**
 * Issue 12 item 9, account/login: e-mail, password and the captcha; the token answered is kept
 * as a customer's and the visitor goes on. The server's code shows where it belongs (the same
 * user_not_found for an unknown address and a wrong password); an account not yet activated is
 * offered its activation page.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const statusId = useId();
  const signIn = useSignIn();
  const gate = useCaptchaGate();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const { control, handleSubmit, formState } = useForm<
    LoginValues,
    unknown,
    Required<CredentialsBody>
  >({
    defaultValues: { email: '', password: '' },
    resolver: loginResolver,
    reValidateMode: 'onSubmit',
  });

  const send = (credentials: Required<CredentialsBody>, captchaToken: string) => {
    setServerError(null);
    signIn.mutate(
      { credentials, captchaToken },
      {
        onSuccess: (token) => {
          keepCustomerToken(token);
          void navigate(localizedPath(language, signedInPath), { replace: true });
        },
        onError: (failure) => {
          gate.spend();
          const code = isApiError(failure) ? failure.code : null;
          setServerError({ place: serverErrorPlace(code, fieldOfCode), code });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending || gate.waiting) return;
    void handleSubmit(
      (credentials) => gate.submit((token) => send(credentials, token)),
      () => setServerError(null),
    )(event);
  };

  const errorText = (place: ErrorPlace<LoginField>) =>
    serverError?.place === place ? t(errorMessageKey(serverError.code)) : null;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('account.requiredNote')}</p>
      <Controller
        name="email"
        control={control}
        render={({ field }) => (
          <EmailInput
            {...field}
            onChange={(value) => {
              field.onChange(value);
              if (serverError?.place !== 'captcha') setServerError(null);
            }}
            label={t('account.email')}
            required
            showMandatoryErrors={formState.isSubmitted}
            error={errorText('email')}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field }) => (
          <PasswordInput
            {...field}
            onChange={(value) => {
              field.onChange(value);
              if (serverError?.place !== 'captcha') setServerError(null);
            }}
            label={t('account.password')}
            autoComplete="current-password"
            required
            showMandatoryErrors={formState.isSubmitted}
            error={errorText('password')}
          />
        )}
      />
      <Button variant="tertiary" href="account/changePassword" track="login-forgot-password">
        {t('account.login.forgotPassword')}
      </Button>
      <CaptchaField
        {...gate.captchaProps}
        errorCode={serverError?.place === 'captcha' ? serverError.code : null}
      />
      {serverError?.place === 'captcha' ? (
        <p role="alert" className="visually-hidden">
          {errorText('captcha')}
        </p>
      ) : null}
      {serverError?.place === 'form' ? (
        <div role="alert">
          <p className={styles.error}>{errorText('form')}</p>
          {serverError.code === 'user_not_activated' ? (
            <Button variant="tertiary" href="account/activate" track="login-activate">
              {t('account.login.activate')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <CaptchaWait waiting={gate.waiting} failed={gate.waitFailed} statusId={statusId}>
        <Button
          type="submit"
          loading={signIn.isPending || gate.waiting}
          aria-describedby={gate.waiting ? statusId : undefined}
          track="login-submit"
        >
          {t('account.login.submit')}
        </Button>
      </CaptchaWait>
    </form>
  );
}
