import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import styles from './trips.module.css';

interface TripSummaryProps {
  count: number;
  /** Cents. */
  total: number;
  children?: ReactNode;
  /**
   * On a phone, kept at the bottom of the screen while the trips scroll, so the total and "Paga"
   * are on the first screen however many trips there are (issue 26 item 3).
   */
  docked?: boolean;
}

/** The count and total of the selection; its live region announces changes to the selection. */
export function TripSummary({ count, total, children, docked = false }: TripSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <aside
      className={docked ? `${styles.summary} ${styles.docked}` : styles.summary}
      aria-labelledby="trip-summary-title"
    >
      <h2 id="trip-summary-title" className={styles.summaryTitle}>
        {t('journeys.summary.title')}
      </h2>
      <p aria-live="polite" data-testid="trip-summary-totals">
        <span>{t('journeys.summary.count', { count })}</span>
        <br />
        <strong>{t('journeys.summary.total', { amount: formatMoney(total, language) })}</strong>
      </p>
      {children}
    </aside>
  );
}
