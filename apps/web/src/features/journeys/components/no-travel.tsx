import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import styles from './trips.module.css';

/** The no-trip variant of the trips screens: offers prepayment instead. */
export function NoTravel() {
  const { t } = useTranslation();
  return (
    <section className={styles.noTravel} aria-labelledby="no-travel-title">
      <h2 id="no-travel-title">{t('journeys.noTravel.title')}</h2>
      <p>{t('journeys.noTravel.text')}</p>
      <Button href="form/prepayment" track="no-travel-prepay">
        {t('journeys.noTravel.prepay')}
      </Button>
    </section>
  );
}
