import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSendPasswordCode } from '../api/send-password-code.ts';
import { passwordCodeResolver, type PasswordCodeValues } from '../utils/password-code-check.ts';
import { serverErrorPlace } from '../utils/server-error-place.ts';
import { useCaptchaGate } from '../utils/use-captcha-gate.ts';
import { AccountEmailField } from './account-email-field.tsx';
import { CaptchaSubmit, type CaptchaFormFailure } from './captcha-submit.tsx';
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
  const sendCode = useSendPasswordCode();
  const gate = useCaptchaGate();
  const [failure, setFailure] = useState<CaptchaFormFailure | null>(null);
  const { control, handleSubmit } = useForm<PasswordCodeValues, unknown, string>({
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

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>{t('account.requiredNote')}</p>
      <AccountEmailField
        control={control}
        name="email"
        onEdit={() => {
          // The captcha's refusal stays until a new one is solved.
          if (failure && !failure.captcha) setFailure(null);
        }}
      />
      <CaptchaSubmit
        gate={gate}
        failure={failure}
        sending={sendCode.isPending}
        track="password-code-submit"
      >
        {t('account.changePassword.request')}
      </CaptchaSubmit>
    </form>
  );
}
