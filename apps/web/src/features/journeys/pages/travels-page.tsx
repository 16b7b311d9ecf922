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
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { defaultJourneysPage, useJourneysPage } from '../api/get-journeys-page.ts';
import { JourneyList } from '../components/journey-list.tsx';
import { NoTravel } from '../components/no-travel.tsx';
import { SelectionError } from '../components/selection-error.tsx';
import { TripSummary } from '../components/trip-summary.tsx';
import {
  hasRentalDates,
  storeJourneysToPay,
  type StoredJourneySet,
} from '../utils/stored-journeys.ts';
import { useSelectionError } from '../utils/use-selection-error.ts';
import styles from '../components/trips.module.css';

export type TravelsVariant = 'travels' | 'paymentNotice';

interface TravelsPageProps {
  journeySet: StoredJourneySet;
  variant: TravelsVariant;
}

/** Spec 001 "Trips lists": /{lang}/travels and /{lang}/paymentNotice. */
export function TravelsPage({ journeySet, variant }: TravelsPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const page = useJourneysPage().data ?? defaultJourneysPage;
  const journeys = useMemo(() => visibleJourneys(journeySet.journeys, 'travels'), [journeySet]);
  const groups = useMemo(() => groupByCategory(journeys), [journeys]);
  const [selection, setSelection] = useState(() => initialSelection(journeys, 'travels'));
  const [now] = useState(() => new Date());
  const rental = useMemo(() => hasRentalDates(), []);
  const tripsRef = useRef<HTMLDivElement>(null);
  const selectionError = useSelectionError(tripsRef);
  // All sent to the Procura: rows are listed with their "Trasmessa alla Procura", none checkable.
  const nothingPayable = !journeys.some((journey) => isSelectable(journey, 'travels'));
  const title = t(variant === 'travels' ? 'journeys.title' : 'journeys.travels.noticeTitle');

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
    storeJourneysToPay(selected);
    void navigate(localizedPath(language, 'payment'));
  };

  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        picture={page.backgroundPicture}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <VehiclePlate
          plate={journeySet.plate}
          countryCode={journeySet.countryCode}
          className={styles.plate}
        />
        {journeys.length === 0 ? (
          <NoTravel />
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
                      hasRentalDates={rental}
                      now={now}
                      onToggle={onToggle}
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
                <Link to={localizedPath(language, 'prepayment')}>
                  {t('journeys.travels.addPrepayment')}
                </Link>
              ) : null}
              {page.canContestJourney ? (
                <Link to={localizedPath(language, 'claim')}>{t('journeys.travels.contest')}</Link>
              ) : null}
              <Button
                onClick={pay}
                aria-describedby={selectionError.describedBy}
                track="travels-pay"
              >
                {t('journeys.summary.pay')}
              </Button>
            </TripSummary>
          </div>
        )}
      </div>
    </>
  );
}
