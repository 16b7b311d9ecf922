import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CredentialsBody, ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { PasswordInput } from '../../../components/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useSignIn } from '../api/sign-in.ts';
import { storeToken } from '../../../lib/user-token.ts';
import { audiencePages, useAudience } from '../utils/audience.ts';
import { loginResolver, type LoginValues } from '../utils/login-check.ts';
import { serverErrorPlace, type ErrorPlace } from '../utils/server-error-place.ts';
import { useCaptchaGate } from '../utils/use-captcha-gate.ts';
import { AccountEmailField } from './account-email-field.tsx';
import { CaptchaSubmit } from './captcha-submit.tsx';
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
  const signIn = useSignIn();
  const gate = useCaptchaGate();
  const audience = useAudience();
  const pages = audiencePages[audience];
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
          storeToken(token, audience);
          void navigate(localizedPath(language, pages.signedIn), { replace: true });
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

  const errorText = (place: LoginField) =>
    serverError?.place === place ? t(errorMessageKey(serverError.code)) : null;
  // The captcha's refusal stays until a new one is solved, whatever is typed.
  const clearServerError = () => {
    if (serverError?.place !== 'captcha') setServerError(null);
  };
  const formFailure =
    serverError?.place === 'captcha' || serverError?.place === 'form'
      ? { captcha: serverError.place === 'captcha', code: serverError.code }
      : null;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('account.requiredNote')}</p>
      <AccountEmailField
        control={control}
        name="email"
        onEdit={clearServerError}
        error={errorText('email')}
      />
      <Controller
        name="password"
        control={control}
        render={({ field }) => (
          <PasswordInput
            {...field}
            onChange={(value) => {
              field.onChange(value);
              clearServerError();
            }}
            label={t('account.password')}
            autoComplete="current-password"
            required
            showMandatoryErrors={formState.isSubmitted}
            error={errorText('password')}
          />
        )}
      />
      <Button variant="secondary" href={pages.changePassword} track="login-forgot-password">
        {t('account.login.forgotPassword')}
      </Button>
      <CaptchaSubmit
        gate={gate}
        failure={formFailure}
        failureAction={
          serverError?.code === 'user_not_activated' ? (
            <Button variant="secondary" href={pages.activate} track="login-activate">
              {t('account.login.activate')}
            </Button>
          ) : null
        }
        sending={signIn.isPending}
        track="login-submit"
      >
        {t('account.login.submit')}
      </CaptchaSubmit>
    </form>
  );
}
