import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import styles from './result.module.css';

/**
 * "Pay other journeys": trips are still due (the server counts the plate's, or for a renter its
 * company's fleet's). A driver finds them with the lookup again, a renter in its fleet's trips.
 */
export function OtherJourneysBlock({ count, renter }: { count: number; renter: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="payment-other-journeys-title">
      <h2 id="payment-other-journeys-title">{t('paymentResult.otherJourneys.title')}</h2>
      <p>
        {t(renter ? 'paymentResult.otherJourneys.fleetText' : 'paymentResult.otherJourneys.text', {
          count,
        })}
      </p>
      <Button
        href={renter ? 'renters/travels' : 'form/payment'}
        track="payment-result-other-journeys"
      >
        {t('paymentResult.otherJourneys.pay')}
      </Button>
    </section>
  );
}
