import { useId, type Ref } from 'react';
import type { ProtestReason } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './claim.module.css';

interface ReasonFieldProps {
  reasons: readonly ProtestReason[];
  value: string | null;
  onChange: (reasonId: string) => void;
  error: string | null;
  errorId: string;
  /** The first radio, to take the focus when no reason is chosen. */
  firstRef?: Ref<HTMLInputElement>;
}

/** The reasons of the claim's type as radio buttons: few, and each read out whole. */
export function ReasonField({
  reasons,
  value,
  onChange,
  error,
  errorId,
  firstRef,
}: ReasonFieldProps) {
  const { t } = useTranslation();
  const legendId = useId();
  return (
    // A radio group (a fieldset is a plain group) can say it is required and invalid.
    <div
      role="radiogroup"
      aria-labelledby={legendId}
      className={styles.group}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <p id={legendId} className={styles.legend}>
        {t('claims.claim.reason')}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </p>
      {reasons.map((reason, index) => (
        <label key={reason.id} className={styles.choice}>
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name="reason"
            value={reason.id}
            checked={value === reason.id}
            onChange={() => onChange(reason.id)}
          />
          <span>{reason.label}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
