import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  canShowPrepaymentLink,
  groupByCategory,
  initialSelection,
  isSelectable,
  journeyCategories,
  summarize,
  toggle,
  visibleJourneys,
  type Journey,
  type JourneySet,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { CarModel } from '../../../components/car-model.tsx';
import { startClaimDraft } from '../../../lib/claim-draft.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { readStored, storageKeys } from '../../../lib/storage.ts';
import { defaultJourneysPage, useJourneysPage } from '../api/get-journeys-page.ts';
import { useSelectionError } from '../utils/use-selection-error.ts';
import { JourneyList } from './journey-list.tsx';
import { NoTravel } from './no-travel.tsx';
import { SelectionError } from './selection-error.tsx';
import { TripSummary } from './trip-summary.tsx';
import styles from './trips.module.css';

interface TripsToPayProps {
  journeySet: JourneySet;
  /** Whether the trips were looked up for a rental period (the rows' actions differ). */
  hasRentalDates: boolean;
  /** Stores what the payment page needs (the chosen trips, the set's session) before it opens. */
  storeForPayment: (selected: Journey[]) => void;
  /** Removes a trip the visitor added (a prepaid one: the rows show a delete icon for it). */
  onDelete?: (journey: Journey) => void;
}

/**
 * One vehicle's trips on the trips lists (spec 001 "Trips lists"): its plate, the trips grouped by
 * category with a sticky summary and the pay button, or the no-trip variant.
 */
export function TripsToPay({
  journeySet,
  hasRentalDates,
  storeForPayment,
  onDelete,
}: TripsToPayProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const page = useJourneysPage().data ?? defaultJourneysPage;
  // The prepayment screen needs a stored plate form (spec 000 guards): a case lookup or a
  // customer's plates have none, and start from the plate form instead.
  const [prepaymentPath] = useState(() =>
    readStored('local', storageKeys.plateForm) === null ? 'form/prepayment' : 'prepayment',
  );
  const journeys = useMemo(() => visibleJourneys(journeySet.journeys, 'travels'), [journeySet]);
  const groups = useMemo(() => groupByCategory(journeys), [journeys]);
  const [selection, setSelection] = useState(() => initialSelection(journeys, 'travels'));
  const [now] = useState(() => new Date());
  const tripsRef = useRef<HTMLDivElement>(null);
  const selectionError = useSelectionError(tripsRef);
  // All sent to the Procura: rows are listed with their "Trasmessa alla Procura", none checkable.
  const nothingPayable = !journeys.some((journey) => isSelectable(journey, 'travels'));

  const selected = journeys.filter((journey) => selection.has(journey.id));
  const summaries = summarize(selected);
  const total = journeyCategories.reduce((sum, category) => sum + summaries[category].price, 0);
  const hasPrimoPassant = journeyCategories.some(
    (category) => summaries[category].hasPrimoPassantTravel,
  );
  const onToggle = (journey: Journey) => {
    selectionError.hide();
    setSelection((current) => toggle(current, journey, journeys, 'travels'));
  };

  const pay = () => {
    if (selected.length === 0) return selectionError.show();
    storeForPayment(selected);
    void navigate(localizedPath(language, 'payment'));
  };

  return (
    <>
      <div className={styles.plate}>
        <VehiclePlate plate={journeySet.plate} countryCode={journeySet.countryCode} />
        <CarModel plate={journeySet.plate} countryCode={journeySet.countryCode} />
      </div>
      {journeys.length === 0 ? (
        <NoTravel offered={page.canAddPrepayment} rental={hasRentalDates} />
      ) : (
        <div className={styles.layout}>
          <div ref={tripsRef}>
            {selectionError.shown ? (
              <SelectionError id={selectionError.id} nothingPayable={nothingPayable} />
            ) : null}
            <p className={styles.note}>{t('journeys.travels.finishedTogether')}</p>
            {journeyCategories.map((category) =>
              groups[category].length === 0 ? null : (
                <section key={category} className={styles.group}>
                  <h2 id={`trips-${category}`}>{t(`journeys.travels.categories.${category}`)}</h2>
                  <JourneyList
                    journeys={groups[category]}
                    allJourneys={journeys}
                    selection={selection}
                    mode="travels"
                    hasRentalDates={hasRentalDates}
                    now={now}
                    onToggle={onToggle}
                    onDelete={onDelete}
                    labelledBy={`trips-${category}`}
                    describedBy={selectionError.describedBy}
                  />
                </section>
              ),
            )}
          </div>
          <TripSummary count={selected.length} total={total}>
            <ul className={styles.list}>
              {journeyCategories.map((category) =>
                summaries[category].count === 0 ? null : (
                  <li key={category} className={styles.note}>
                    {t(`journeys.travels.categories.${category}`)}:{' '}
                    {t('journeys.summary.count', { count: summaries[category].count })},{' '}
                    {formatMoney(summaries[category].price, language)}
                  </li>
                ),
              )}
            </ul>
            {hasPrimoPassant && page.primoPassantText ? (
              <p className={styles.note}>{page.primoPassantText}</p>
            ) : null}
            {page.canAddPrepayment && canShowPrepaymentLink(selection, journeys) ? (
              // Spec 001: a rented vehicle cannot prepay; the link shows, disabled.
              <Link
                to={localizedPath(language, prepaymentPath)}
                aria-disabled={hasRentalDates || undefined}
                onClick={(event) => {
                  if (hasRentalDates) event.preventDefault();
                }}
              >
                {t('journeys.travels.addPrepayment')}
              </Link>
            ) : null}
            {page.canContestJourney ? (
              // The claim starts on these trips: claim/select lists them to choose from.
              <Link
                to={localizedPath(language, 'claim/select')}
                onClick={() => startClaimDraft(journeySet)}
              >
                {t('journeys.travels.contest')}
              </Link>
            ) : null}
            <Button onClick={pay} aria-describedby={selectionError.describedBy} track="travels-pay">
              {t('journeys.summary.pay')}
            </Button>
          </TripSummary>
        </div>
      )}
    </>
  );
}
