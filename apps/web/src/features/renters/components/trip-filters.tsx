import { useId } from 'react';
import { renterJourneyStates, renterPageSizes, type RenterJourneyState } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import type { RenterJourneysFilter } from '../api/renter-journeys.ts';
import { DateField } from './date-field.tsx';
import styles from './renters.module.css';

interface TripFiltersProps {
  filter: RenterJourneysFilter;
  onChange: (next: Partial<RenterJourneysFilter>) => void;
}

/** The fleet trips' filters: plate, days from and to, where the trip stands, page size. */
export function TripFilters({ filter, onChange }: TripFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.toolbar} role="search">
      <div className={styles.filter}>
        <label htmlFor={`${id}-plate`}>{t('renters.trips.plate')}</label>
        <input
          id={`${id}-plate`}
          type="search"
          value={filter.plate}
          maxLength={20}
          autoComplete="off"
          onChange={(event) => onChange({ plate: event.target.value })}
        />
      </div>
      <DateField
        label={t('renters.trips.from')}
        value={filter.from}
        onChange={(from) => onChange({ from })}
      />
      <DateField
        label={t('renters.trips.to')}
        value={filter.to}
        min={filter.from || undefined}
        onChange={(to) => onChange({ to })}
      />
      <div className={styles.filter}>
        <label htmlFor={`${id}-status`}>{t('renters.trips.status')}</label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value as RenterJourneyState | '' })}
        >
          <option value="">{t('renters.trips.anyStatus')}</option>
          {renterJourneyStates.map((state) => (
            <option key={state} value={state}>
              {t(`renters.trips.states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-size`}>{t('renters.list.pageSize')}</label>
        <select
          id={`${id}-size`}
          value={filter.pageSize}
          onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
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
