import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { visibleJourneys, type JourneySet } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { customerJourneysQueryOptions } from '../api/get-customer-journeys.ts';
import { PlateChooser, type PlateChoice } from '../components/plate-chooser.tsx';
import { TripsToPay } from '../components/trips-to-pay.tsx';
import {
  hasRentalDates,
  readStoredJourneySet,
  removeStoredJourney,
  storeCustomerJourneysToPay,
  storedPrepaidTripsOf,
  storeJourneysToPay,
  type StoredJourneySet,
} from '../utils/stored-journeys.ts';
import { TravelsFrame } from './travels-page.tsx';
import styles from '../components/trips.module.css';

interface CustomerTravelsPageProps {
  /** A notice the customer has just looked up by case number (the guards send it here). */
  notice: StoredJourneySet | null;
  /**
   * Another lookup of the customer's (a plate's trips, with the trips prepaid for it): offered
   * when its plate is not a registered one, whose list already adds its prepaid trips.
   */
  lookup: StoredJourneySet | null;
}

interface Choice extends PlateChoice {
  journeySet: JourneySet;
}

/** A registered plate's trips from the server, with the prepaid trips added for it meanwhile. */
function withStoredPrepaidTrips(journeySet: JourneySet): JourneySet {
  const prepaid = storedPrepaidTripsOf(journeySet);
  return prepaid.length === 0
    ? journeySet
    : { ...journeySet, journeys: [...journeySet.journeys, ...prepaid] };
}

function choiceOf(journeySet: JourneySet, origin: Choice['origin']): Choice {
  return {
    key: origin === 'registered' ? `${journeySet.countryCode}-${journeySet.plate}` : origin,
    plate: journeySet.plate,
    countryCode: journeySet.countryCode,
    tripCount: visibleJourneys(journeySet.journeys, 'travels').length,
    origin,
    journeySet,
  };
}

const samePlate = (a: JourneySet, b: JourneySet) =>
  a.plate === b.plate && a.countryCode === b.countryCode;

/**
 * /{lang}/travels of a signed-in customer (spec 001 section 6, "Customer (signed in): plates
 * loaded"): the trips of each registered plate from /authenticated/detailedJourneys, one plate
 * at a time with a chooser when there are several. Paying stores the plate's set and session,
 * so the payment goes through /payments/journeys with the customer's token. What the customer
 * looked up meanwhile (a notice, or a plate that is not registered, with the trips prepaid for
 * it) is offered first and paid as it was looked up.
 */
export function CustomerTravelsPage({ notice, lookup }: CustomerTravelsPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Fetched by the route's loader just before: not once more on opening (a failed fetch is).
  const trips = useQuery({ ...customerJourneysQueryOptions(language), refetchOnMount: false });
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  // A rental period stored by the visitor's last lookup says nothing of the customer's plates.
  const [noticeRental] = useState(hasRentalDates);
  // Bumped when a prepaid trip is removed: the list is read again from the stored lookup.
  const [prepaidRevision, setPrepaidRevision] = useState(0);

  if (trips.isPending) {
    return (
      <TravelsFrame variant="travels">
        <LoadingPage label={t('journeys.customer.loading')} />
      </TravelsFrame>
    );
  }
  if (trips.isError) {
    return (
      <TravelsFrame variant="travels">
        <div role="alert" className={styles.account}>
          <p>{t('journeys.customer.loadError')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void trips.refetch()}>
              {t('journeys.customer.retry')}
            </Button>
          </div>
        </div>
      </TravelsFrame>
    );
  }

  // A prepaid trip removed from the looked-up plate's list changed the stored lookup: read again.
  const lookedUpSet = lookup && prepaidRevision > 0 ? (readStoredJourneySet() ?? lookup) : lookup;
  const otherPlate =
    lookedUpSet && !trips.data.some((set) => samePlate(set, lookedUpSet)) ? lookedUpSet : null;
  const choices = [
    ...(notice ? [choiceOf(notice, 'notice')] : []),
    ...(otherPlate ? [choiceOf(otherPlate, 'lookup')] : []),
    ...trips.data.map((journeySet) => choiceOf(withStoredPrepaidTrips(journeySet), 'registered')),
  ];
  // First shown: what was just looked up, else the first plate with trips to pay, else the first.
  const chosen =
    choices.find((choice) => choice.key === chosenKey) ??
    choices.find((choice) => choice.origin !== 'registered' || choice.tripCount > 0) ??
    choices[0];
  const lookedUp = chosen !== undefined && chosen.origin !== 'registered';

  return (
    <TravelsFrame variant="travels">
      {chosen === undefined ? (
        <section className={styles.account} aria-labelledby="no-plates-title">
          <h2 id="no-plates-title">{t('journeys.customer.noPlatesTitle')}</h2>
          <p>{t('journeys.customer.noPlatesText')}</p>
          <p>
            <Link to={localizedPath(language, 'account/profile')}>
              {t('journeys.customer.addVehicle')}
            </Link>
          </p>
        </section>
      ) : (
        <>
          {choices.length > 1 ? (
            <PlateChooser choices={choices} chosen={chosen.key} onChoose={setChosenKey} />
          ) : null}
          <TripsToPay
            key={`${chosen.key}-${prepaidRevision}`}
            journeySet={chosen.journeySet}
            hasRentalDates={lookedUp && noticeRental}
            storeForPayment={(selected) =>
              lookedUp
                ? storeJourneysToPay(selected)
                : storeCustomerJourneysToPay(chosen.journeySet, selected)
            }
            onDelete={(journey) => {
              removeStoredJourney(journey.id);
              setPrepaidRevision((revision) => revision + 1);
            }}
          />
        </>
      )}
    </TravelsFrame>
  );
}
