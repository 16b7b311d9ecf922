import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canShowPrepaymentLink,
  groupByCategory,
  initialSelection,
  journeyCategories,
  summarize,
  toggle,
  visibleJourneys,
  type Journey,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { defaultJourneysPage, useJourneysPage } from '../api/get-journeys-page.ts';
import { JourneyList } from '../components/journey-list.tsx';
import { NoTravel } from '../components/no-travel.tsx';
import { TripSummary } from '../components/trip-summary.tsx';
import {
  hasRentalDates,
  storeJourneysToPay,
  type StoredJourneySet,
} from '../utils/stored-journeys.ts';
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
  const title = t(variant === 'travels' ? 'journeys.title' : 'journeys.travels.noticeTitle');

  const selected = journeys.filter((journey) => selection.has(journey.id));
  const summaries = summarize(selected);
  const total = journeyCategories.reduce((sum, category) => sum + summaries[category].price, 0);
  const hasPrimoPassant = journeyCategories.some(
    (category) => summaries[category].hasPrimoPassantTravel,
  );
  const onToggle = (journey: Journey) =>
    setSelection((current) => toggle(current, journey, journeys, 'travels'));

  const pay = () => {
    if (selected.length === 0) return;
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
        {journeys.length === 0 ? (
          <NoTravel />
        ) : (
          <div className={styles.layout}>
            <div>
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
              <Button onClick={pay} disabled={selected.length === 0} track="travels-pay">
                {t('journeys.summary.pay')}
              </Button>
            </TripSummary>
          </div>
        )}
      </div>
    </>
  );
}
