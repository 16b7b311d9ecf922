import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import styles from './trips.module.css';

interface NoTravelProps {
  /** The trips page data's canAddPrepayment: without it, no prepay button. */
  offered?: boolean;
  /** Rental dates are stored: a rented vehicle cannot prepay (spec 001), the button is disabled. */
  rental: boolean;
}

/** The no-trip variant of the trips screens: offers prepayment instead. */
export function NoTravel({ offered = true, rental }: NoTravelProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.noTravel} aria-labelledby="no-travel-title">
      <h2 id="no-travel-title">{t('journeys.noTravel.title')}</h2>
      <p>{t('journeys.noTravel.text')}</p>
      {offered ? (
        <Button href="form/prepayment" disabled={rental} track="no-travel-prepay">
          {t('journeys.noTravel.prepay')}
        </Button>
      ) : null}
    </section>
  );
}
