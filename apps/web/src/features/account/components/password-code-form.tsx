import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { EmailInput } from '../../../components/email-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSendPasswordCode } from '../api/send-password-code.ts';
import { passwordCodeResolver, type PasswordCodeValues } from '../utils/password-code-check.ts';
import { serverErrorPlace } from '../utils/server-error-place.ts';
import { useCaptchaGate } from '../utils/use-captcha-gate.ts';
import { CaptchaWait } from './captcha-wait.tsx';
import styles from './account.module.css';

interface PasswordCodeFormProps {
  /** The address typed before, when the visitor asks for a new code. */
  initialEmail: string;
  /** The code was sent (or the address has no account: the answer is the same). */
  onSent: (email: string) => void;
}

/** account/changePassword, first step: the account's e-mail and the captcha; a code is e-mailed. */
export function PasswordCodeForm({ initialEmail, onSent }: PasswordCodeFormProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const sendCode = useSendPasswordCode();
  const gate = useCaptchaGate();
  const [failure, setFailure] = useState<{ captcha: boolean; code: ErrorCode | null } | null>(null);
  const { control, handleSubmit, formState } = useForm<PasswordCodeValues, unknown, string>({
    defaultValues: { email: initialEmail },
    resolver: passwordCodeResolver,
    reValidateMode: 'onSubmit',
  });

  const send = (email: string, captchaToken: string) => {
    setFailure(null);
    sendCode.mutate(
      { email, captchaToken },
      {
        onSuccess: () => onSent(email),
        onError: (error) => {
          gate.spend();
          const code = isApiError(error) ? error.code : null;
          setFailure({ captcha: serverErrorPlace(code, {}) === 'captcha', code });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendCode.isPending || gate.waiting) return;
    void handleSubmit(
      (email) => gate.submit((token) => send(email, token)),
      () => setFailure(null),
    )(event);
  };

  const failureText = failure ? t(errorMessageKey(failure.code)) : null;

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
              if (failure && !failure.captcha) setFailure(null);
            }}
            label={t('account.email')}
            required
            showMandatoryErrors={formState.isSubmitted}
          />
        )}
      />
      <CaptchaField {...gate.captchaProps} errorCode={failure?.captcha ? failure.code : null} />
      {failure ? (
        <p role="alert" className={failure.captcha ? 'visually-hidden' : styles.error}>
          {failureText}
        </p>
      ) : null}
      <CaptchaWait waiting={gate.waiting} failed={gate.waitFailed} statusId={statusId}>
        <Button
          type="submit"
          loading={sendCode.isPending || gate.waiting}
          aria-describedby={gate.waiting ? statusId : undefined}
          track="password-code-submit"
        >
          {t('account.changePassword.request')}
        </Button>
      </CaptchaWait>
    </form>
  );
}
