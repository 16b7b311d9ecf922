import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './claim.module.css';

/** The claim's upload as it goes: a labelled progress bar, its percentage also as text. */
export function UploadProgress({ sent }: { sent: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, sent)) * 100);
  return (
    <div className={styles.progress}>
      <p id={labelId} className={styles.fileLabel}>
        {t('claims.claim.progress')}
      </p>
      <progress
        max={100}
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={t('claims.claim.progressText', { percent })}
      />
      <p className={styles.note}>{t('claims.claim.progressText', { percent })}</p>
    </div>
  );
}
