import { useTranslation } from '../../../lib/i18n.ts';
import styles from './result.module.css';

/** How long the trips' data are kept (spec: "2 years after the last passage"), opened on demand. */
export function DataProtectionNote({ years }: { years: number }) {
  const { t } = useTranslation();
  return (
    <details className={styles.disclosure}>
      <summary>{t('paymentResult.dataProtection.title')}</summary>
      <p>{t('paymentResult.dataProtection.text', { count: years })}</p>
    </details>
  );
}
