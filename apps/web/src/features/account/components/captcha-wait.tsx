import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './account.module.css';

interface CaptchaWaitProps {
  /** The send waits for the captcha's token. */
  waiting: boolean;
  /** The captcha failed while a send waited for it. */
  failed: boolean;
  statusId: string;
  /** The form's buttons. */
  children: ReactNode;
}

/**
 * The form's buttons with what a send that waits for the captcha says: a live status while it
 * waits (always rendered, so that screen readers announce the text when it appears), an alert
 * if the captcha failed meanwhile.
 */
export function CaptchaWait({ waiting, failed, statusId, children }: CaptchaWaitProps) {
  const { t } = useTranslation();
  return (
    <>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('account.captchaWait.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        {children}
        <p id={statusId} role="status" className={styles.status}>
          {waiting ? t('account.captchaWait.waiting') : null}
        </p>
      </div>
    </>
  );
}
