import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RenterJourney } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatMoney } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  useExportRenterJourneys,
  useRenterJourneys,
  type RenterJourneysFilter,
} from '../api/renter-journeys.ts';
import { DownloadButtons } from '../components/download-buttons.tsx';
import { Pager } from '../components/pager.tsx';
import { RenterNav } from '../components/renter-nav.tsx';
import { ServerError } from '../components/server-error.tsx';
import { TripFilters } from '../components/trip-filters.tsx';
import { TripTable } from '../components/trip-table.tsx';
import { isPayable, startFleetClaim, storeFleetTripsToPay } from '../utils/fleet-trip-actions.ts';
import styles from '../components/renters.module.css';

type SelectionProblem =
  'errors.renter_protest_no_journey_selected' | 'renters.trips.payNone' | 'renters.trips.onePlate';

/**
 * /{lang}/renters/travels, "Elenco dei percorsi", and /renters/paymentNotice, "Elenco degli avvisi
 * di pagamento" (issue 25 items 6-7): the fleet's trips or notices, paged, filtered and sorted by
 * the server; trips chosen across pages are paid together on the payment page, or contested.
 */
export function RenterTripsPage({ notices }: { notices: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<RenterJourneysFilter>({
    notices,
    page: 1,
    pageSize: 20,
    plate: '',
    from: '',
    to: '',
    status: '',
    sortBy: 'date',
    order: 'desc',
  });
  const plate = useDebouncedValue(filter.plate, 300);
  const trips = useRenterJourneys({ ...filter, plate });
  const exportTrips = useExportRenterJourneys();
  const [selected, setSelected] = useState<ReadonlyMap<string, RenterJourney>>(new Map());
  const [problem, setProblem] = useState<SelectionProblem | null>(null);
  const title = t(notices ? 'renters.nav.paymentNotice' : 'renters.nav.travels');
  const change = (next: Partial<RenterJourneysFilter>) =>
    setFilter((previous) => ({ ...previous, page: 1, ...next }));

  const toggle = (trip: RenterJourney) => {
    setProblem(null);
    setSelected((previous) => {
      const next = new Map(previous);
      if (next.has(trip.id)) next.delete(trip.id);
      else next.set(trip.id, trip);
      return next;
    });
  };
  const chosen = [...selected.values()];
  const payable = chosen.filter(isPayable);
  const total = payable.reduce((sum, trip) => sum + trip.totalPrice, 0);

  const pay = () => {
    if (payable.length === 0) return setProblem('renters.trips.payNone');
    storeFleetTripsToPay(payable, notices);
    void navigate(localizedPath(language, 'payment'));
  };
  const contest = () => {
    if (chosen.length === 0) return setProblem('errors.renter_protest_no_journey_selected');
    if (new Set(chosen.map((trip) => trip.numberPlate)).size > 1) {
      return setProblem('renters.trips.onePlate');
    }
    startFleetClaim(chosen);
    void navigate(localizedPath(language, 'claim/select'));
  };
  const data = trips.data;

  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <RenterNav />
      <div className={styles.page}>
        <TripFilters filter={filter} onChange={change} />
        <DownloadButtons
          label={(format) => t('renters.trips.export', { format })}
          onDownload={(format) => exportTrips.mutate({ filter: { ...filter, plate }, format })}
          pending={exportTrips.isPending}
          error={exportTrips.error}
          track={notices ? 'notices-export' : 'trips-export'}
        />
        {trips.isPending ? <Spinner label={t('renters.loading')} /> : null}
        <ServerError error={trips.error} />
        {data && data.data.length === 0 ? (
          <p className={styles.muted}>{t('renters.trips.empty')}</p>
        ) : null}
        {data && data.data.length > 0 ? (
          <TripTable
            trips={data.data}
            selected={new Set(selected.keys())}
            onToggle={toggle}
            sortBy={filter.sortBy}
            order={filter.order}
            onSort={(sortBy, order) => change({ sortBy, order })}
          />
        ) : null}
        {data ? (
          <Pager
            page={data.page}
            pageTotal={data.pageTotal}
            total={data.total}
            onPage={(page) => setFilter((previous) => ({ ...previous, page }))}
            track={notices ? 'notices-page' : 'trips-page'}
          />
        ) : null}
        <section className={styles.card} aria-labelledby="fleet-selection">
          <h2 id="fleet-selection" className={styles.title}>
            {t('renters.trips.selection')}
          </h2>
          <p aria-live="polite">
            {t('renters.trips.selected', {
              count: chosen.length,
              amount: formatMoney(total, language),
            })}
          </p>
          {problem ? (
            <p role="alert" className={styles.error}>
              {t(problem)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={pay} track={notices ? 'notices-pay' : 'trips-pay'}>
              {t('renters.trips.pay')}
            </Button>
            <Button variant="secondary" onClick={contest} track="trips-contest">
              {t('renters.trips.contest')}
            </Button>
            {chosen.length > 0 ? (
              <Button
                variant="secondary"
                onClick={() => setSelected(new Map())}
                track="trips-clear"
              >
                {t('renters.trips.clear')}
              </Button>
            ) : null}
          </div>
        </section>
      </div>
    </>
  );
}
