import { useId } from 'react';
import { fleetPlateStatuses, renterPageSizes, type FleetPlateStatus } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './renters.module.css';

interface FleetFiltersProps {
  search: string;
  status: FleetPlateStatus;
  pageSize: number;
  onSearch: (search: string) => void;
  onStatus: (status: FleetPlateStatus) => void;
  onPageSize: (pageSize: number) => void;
}

/** The fleet list's search by plate, its active/closed filter and its page size. */
export function FleetFilters(props: FleetFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.toolbar} role="search">
      <div className={styles.filter}>
        <label htmlFor={`${id}-search`}>{t('renters.vehicles.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={props.search}
          maxLength={20}
          autoComplete="off"
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-status`}>{t('renters.vehicles.status')}</label>
        <select
          id={`${id}-status`}
          value={props.status}
          onChange={(event) => props.onStatus(event.target.value as FleetPlateStatus)}
        >
          {fleetPlateStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`renters.vehicles.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-size`}>{t('renters.list.pageSize')}</label>
        <select
          id={`${id}-size`}
          value={props.pageSize}
          onChange={(event) => props.onPageSize(Number(event.target.value))}
        >
          {renterPageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
