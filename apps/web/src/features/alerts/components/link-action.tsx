import type { ReactNode } from 'react';
import type { ErrorCode } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { Button } from '../../../components/button.tsx';
import styles from './alerts.module.css';

interface LinkActionProps {
  /** What the page says above the button. */
  intro: ReactNode;
  /** The last attempt failed (a code of the contract, or null for one the page cannot name). */
  failed: boolean;
  code: ErrorCode | null;
  pending: boolean;
  onAct: () => void;
  label: string;
  track: string;
}

/**
 * The one button of a page opened from an e-mail link (confirm an alert, stop alerts): only the
 * button acts, never the opening (mail scanners follow links); a failure is said above it and
 * the button stays for another try.
 */
export function LinkAction({ intro, failed, code, pending, onAct, label, track }: LinkActionProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      {intro}
      {failed ? (
        <p role="alert" className={styles.error}>
          {t(errorMessageKey(code))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button loading={pending} onClick={onAct} track={track}>
          {label}
        </Button>
      </div>
    </div>
  );
}
