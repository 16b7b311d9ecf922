import type { FleetPlate, FleetPlateSortKey, SortOrder } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/formats.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { SortHeader } from './sort-header.tsx';
import styles from './renters.module.css';

interface FleetTableProps {
  plates: readonly FleetPlate[];
  sortBy: FleetPlateSortKey;
  order: SortOrder;
  onSort: (sortBy: FleetPlateSortKey, order: SortOrder) => void;
  onClosePlate: (plate: FleetPlate) => void;
}

/** The fleet's vehicle periods: a sortable table on a desk, one card per period on a phone. */
export function FleetTable({ plates, sortBy, order, onSort, onClosePlate }: FleetTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sort = { sortBy, order, onSort };
  const labels = {
    plate: t('renters.vehicles.plate'),
    country: t('renters.vehicles.country'),
    start: t('renters.vehicles.start'),
    end: t('renters.vehicles.end'),
    state: t('renters.vehicles.state'),
  };
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('renters.vehicles.caption')}</caption>
      <thead>
        <tr>
          <SortHeader label={labels.plate} sortKey="numberPlate" {...sort} />
          <th scope="col">{labels.country}</th>
          <SortHeader label={labels.start} sortKey="validityStartDate" {...sort} />
          <SortHeader label={labels.end} sortKey="validityEndDate" {...sort} />
          <th scope="col">{labels.state}</th>
          <th scope="col">
            <span className="visually-hidden">{t('renters.list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {plates.map((plate) => (
          <tr key={plate.id}>
            <td data-label={labels.plate}>
              <strong>{plate.numberPlate}</strong>
            </td>
            <td data-label={labels.country}>
              <span>{plate.countryCode}</span>
            </td>
            <td data-label={labels.start}>
              <span>{formatDateTime(plate.validityStartDate, language)}</span>
            </td>
            <td data-label={labels.end}>
              <span>
                {plate.validityEndDate ? formatDateTime(plate.validityEndDate, language) : '—'}
              </span>
            </td>
            <td data-label={labels.state}>
              <span>{t(plate.active ? 'renters.vehicles.active' : 'renters.vehicles.closed')}</span>
            </td>
            <td className={styles.rowActions}>
              {plate.validityEndDate === null ? (
                <Button
                  variant="secondary"
                  onClick={() => onClosePlate(plate)}
                  track="fleet-close-open"
                >
                  {t('renters.vehicles.close.open', { plate: plate.numberPlate })}
                </Button>
              ) : (
                <span />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
