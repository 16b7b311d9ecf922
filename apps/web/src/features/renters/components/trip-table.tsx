import {
  gateText,
  type RenterJourney,
  type RenterJourneySortKey,
  type SortOrder,
} from '@portico/contract';
import { formatDateTime, formatMoney } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { SortHeader } from './sort-header.tsx';
import { isOngoing } from '../utils/fleet-trip-actions.ts';
import styles from './renters.module.css';

interface TripTableProps {
  trips: readonly RenterJourney[];
  selected: ReadonlySet<string>;
  onToggle: (trip: RenterJourney) => void;
  sortBy: RenterJourneySortKey;
  order: SortOrder;
  onSort: (sortBy: RenterJourneySortKey, order: SortOrder) => void;
}

/** The fleet's trips or notices: a sortable table on a desk, one card per trip on a phone. */
export function TripTable({ trips, selected, onToggle, sortBy, order, onSort }: TripTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sort = { sortBy, order, onSort };
  const labels = {
    date: t('renters.trips.date'),
    plate: t('renters.trips.plate'),
    route: t('renters.trips.route'),
    amount: t('renters.trips.amount'),
    state: t('renters.trips.status'),
  };
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('renters.trips.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('renters.trips.select')}</span>
          </th>
          <SortHeader label={labels.date} sortKey="date" {...sort} />
          <th scope="col">{labels.plate}</th>
          <th scope="col">{labels.route}</th>
          <SortHeader label={labels.amount} sortKey="amount" {...sort} />
          <th scope="col">{labels.state}</th>
        </tr>
      </thead>
      <tbody>
        {trips.map((trip) => {
          const date = formatDateTime(trip.date, language);
          return (
            <tr key={trip.id}>
              <td className={styles.select}>
                <label>
                  <input
                    type="checkbox"
                    checked={selected.has(trip.id)}
                    disabled={isOngoing(trip)}
                    onChange={() => onToggle(trip)}
                  />{' '}
                  <span className="visually-hidden">
                    {t('renters.trips.selectTrip', { plate: trip.numberPlate, date })}
                  </span>
                </label>
              </td>
              <td data-label={labels.date}>
                <span>{date}</span>
              </td>
              <td data-label={labels.plate}>
                <strong>{trip.numberPlate}</strong>
              </td>
              <td data-label={labels.route}>
                <span>
                  {trip.out ? `${gateText(trip.in)} → ${gateText(trip.out)}` : gateText(trip.in)}
                </span>
              </td>
              <td data-label={labels.amount}>
                <span>{formatMoney(trip.paidAmount ?? trip.totalPrice, language)}</span>
              </td>
              <td data-label={labels.state}>
                <span>
                  {isOngoing(trip)
                    ? t('renters.trips.ongoing')
                    : t(`renters.trips.states.${trip.state}`)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
