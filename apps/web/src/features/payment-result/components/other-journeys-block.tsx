import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import styles from './result.module.css';

/** "Pay other journeys": the plate still has trips to pay; the lookup finds them again. */
export function OtherJourneysBlock({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="payment-other-journeys-title">
      <h2 id="payment-other-journeys-title">{t('paymentResult.otherJourneys.title')}</h2>
      <p>{t('paymentResult.otherJourneys.text', { count })}</p>
      <Button href="form/payment" track="payment-result-other-journeys">
        {t('paymentResult.otherJourneys.pay')}
      </Button>
    </section>
  );
}
