import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { useJourneysPage } from '../api/get-journeys-page.ts';
import styles from './trips.module.css';

interface NoTripFoundProps {
  plate: string;
  countryCode: string;
  /** The lookup's hasPaidJourneys: the plate has trips, all paid. */
  allPaid: boolean;
  /** Rental dates are stored: a rented vehicle cannot prepay (spec 001), the button is disabled. */
  rental: boolean;
}

/**
 * The journeys screen when a plate lookup finds nothing to pay (issue 26 item 2): what was
 * searched, "already paid" apart from "nothing found", what to check (a plate searched under
 * the wrong country finds nothing), that a passage takes a while to show, and the ways on. The
 * prepay button follows the page data's canAddPrepayment (the home's `prepayment` action), shown
 * once that is known.
 */
export function NoTripFound({ plate, countryCode, allPaid, rental }: NoTripFoundProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const offered = useJourneysPage().data?.canAddPrepayment === true;
  const country =
    new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(countryCode) ??
    countryCode;
  const searched = { plate, country };
  return (
    <section className={styles.noTravel} aria-labelledby="no-travel-title">
      <h2 id="no-travel-title">{t('journeys.noTravel.title')}</h2>
      <p data-testid="no-trip-searched">
        {allPaid
          ? t('journeys.noTravel.allPaid', searched)
          : t('journeys.noTravel.notFound', searched)}
      </p>
      {allPaid ? null : <p>{t('journeys.noTravel.check')}</p>}
      <p>{t('journeys.noTravel.delay')}</p>
      {offered ? <p>{t('journeys.noTravel.prepayHint')}</p> : null}
      <div className={styles.actions}>
        <Button href="form/payment" track="no-travel-search-again">
          {t('journeys.noTravel.another')}
        </Button>
        {offered ? (
          <Button
            href="form/prepayment"
            variant="secondary"
            disabled={rental}
            track="no-travel-prepay"
          >
            {t('journeys.noTravel.prepay')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
