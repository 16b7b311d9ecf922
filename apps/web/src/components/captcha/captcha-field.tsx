import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { ErrorCode } from '@portico/contract';
import { errorMessageKey } from '../../lib/errors.ts';
import { useLanguage } from '../../lib/language.ts';
import { Spinner } from '../spinner.tsx';
import { useCaptcha, type CaptchaStatus } from './use-captcha.ts';
import styles from './captcha-field.module.css';

export interface CaptchaFieldHandle {
  /** Forgets the token (spent or refused) and solves a new challenge. */
  reset(): void;
}

export interface CaptchaFieldProps {
  /** Called with each new token, and with null whenever no usable token is held. */
  onTokenChange: (token: string | null) => void;
  /** Called with each new status (not the first "solving"): a form can wait for the solve or its failure. */
  onStatusChange?: (status: CaptchaStatus) => void;
  /** The form's captcha error (captcha_mandatory, captcha_invalid, captcha_expired...). */
  errorCode?: ErrorCode | null;
  ref?: Ref<CaptchaFieldHandle>;
}

/**
 * The anti-robot check of public forms: a proof of work the browser does by itself as soon as the
 * field is shown, so keyboard and screen-reader users have nothing to do. Native elements only
 * (no injected styles), for the strict CSP.
 */
export function CaptchaField({
  onTokenChange,
  onStatusChange,
  errorCode = null,
  ref,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status, token, restart } = useCaptcha({ language });
  const labelId = useId();
  const errorId = useId();

  const groupRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({ reset: restart }), [restart]);

  // The retry button disappears once pressed: focus moves to the field rather than the page top.
  const retry = () => {
    restart();
    groupRef.current?.focus();
  };

  // Reports changes only: the form starts without a token, so the first null is not news.
  const reported = useRef<string | null>(null);
  const report = useEffectEvent((value: string | null) => onTokenChange(value));
  useEffect(() => {
    if (reported.current === token) return;
    reported.current = token;
    report(token);
  }, [token]);

  const reportedStatus = useRef<CaptchaStatus>('solving');
  const reportStatus = useEffectEvent((value: CaptchaStatus) => onStatusChange?.(value));
  useEffect(() => {
    if (reportedStatus.current === status) return;
    reportedStatus.current = status;
    reportStatus(status);
  }, [status]);

  return (
    <div
      ref={groupRef}
      role="group"
      tabIndex={-1}
      aria-labelledby={labelId}
      aria-describedby={errorCode ? errorId : undefined}
      className={styles.field}
    >
      <span id={labelId} className={styles.label}>
        {t('captcha.label')}
      </span>
      <div className={styles.row}>
        <p role="status" aria-live="polite" className={`${styles.status} ${styles[status]}`}>
          {status === 'solving' ? <Spinner size="small" /> : null}
          {status === 'solved' ? <span className={styles.check} aria-hidden="true" /> : null}
          {t(`captcha.${status}`)}
        </p>
        {status === 'failed' ? (
          <button type="button" className={styles.retry} onClick={retry}>
            {t('captcha.retry')}
          </button>
        ) : null}
      </div>
      {errorCode ? (
        <p id={errorId} className={styles.error}>
          {t(errorMessageKey(errorCode))}
        </p>
      ) : null}
    </div>
  );
}
