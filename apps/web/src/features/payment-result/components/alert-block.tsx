import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import styles from './result.module.css';

/** The passage-alert offer of the success page, leading to /{lang}/alert. */
export function AlertBlock() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="payment-alert-title">
      <h2 id="payment-alert-title">{t('paymentResult.alert.title')}</h2>
      <p>{t('paymentResult.alert.text')}</p>
      <Button variant="secondary" href="alert" track="payment-result-alert">
        {t('paymentResult.alert.subscribe')}
      </Button>
    </section>
  );
}
