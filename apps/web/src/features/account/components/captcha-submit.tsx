import { useId, type ReactNode } from 'react';
import type { ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CaptchaGate } from '../utils/use-captcha-gate.ts';
import { CaptchaWait } from './captcha-wait.tsx';
import { FormError } from './form-error.tsx';

/** A refusal of the server that belongs to no field: the captcha's, or the form's. */
export interface CaptchaFormFailure {
  captcha: boolean;
  code: ErrorCode | null;
}

interface CaptchaSubmitProps {
  gate: CaptchaGate;
  failure: CaptchaFormFailure | null;
  /** A next step offered with the form's failure (FormError's action). */
  failureAction?: ReactNode;
  /** The request is on its way: the button shows it. */
  sending: boolean;
  track: string;
  /** The button's text. */
  children: ReactNode;
}

/**
 * The end of an account form that needs a captcha (sign-in, registration, password code): the
 * captcha with its refusal (announced, as the captcha cannot take the focus), the form's error,
 * and the send button with what a send waiting for the captcha says.
 */
export function CaptchaSubmit({
  gate,
  failure,
  failureAction,
  sending,
  track,
  children,
}: CaptchaSubmitProps) {
  const { t } = useTranslation();
  const statusId = useId();
  return (
    <>
      <CaptchaField {...gate.captchaProps} errorCode={failure?.captcha ? failure.code : null} />
      {failure?.captcha ? (
        <p role="alert" className="visually-hidden">
          {t(errorMessageKey(failure.code))}
        </p>
      ) : null}
      {failure && !failure.captcha ? (
        <FormError code={failure.code} action={failureAction} />
      ) : null}
      <CaptchaWait waiting={gate.waiting} failed={gate.waitFailed} statusId={statusId}>
        <Button
          type="submit"
          loading={sending || gate.waiting}
          aria-describedby={gate.waiting ? statusId : undefined}
          track={track}
        >
          {children}
        </Button>
      </CaptchaWait>
    </>
  );
}
