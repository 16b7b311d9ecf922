import { useId, useState, type FormEvent } from 'react';
import { vehicleSearchMaxLength } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import type { VehicleQuery } from '../utils/vehicle-query.ts';

/** The one search box, and the plate's country that narrows a plate (optional). */
export function SearchForm({
  query,
  onSearch,
}: {
  query: VehicleQuery;
  onSearch: (query: VehicleQuery) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [q, setQ] = useState(query.q);
  const [country, setCountry] = useState(query.country);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ q, country });
  }

  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <div className="field wide">
        <label htmlFor={`${id}-q`}>{t('search.label')}</label>
        <input
          id={`${id}-q`}
          type="search"
          required
          maxLength={vehicleSearchMaxLength}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-q-hint`}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <span id={`${id}-q-hint`} className="hint">
          {t('search.hint')}
        </span>
      </div>
      <div className="field country-field">
        <label htmlFor={`${id}-country`}>{t('search.country')}</label>
        <input
          id={`${id}-country`}
          maxLength={2}
          pattern="[A-Za-z]{2}"
          autoComplete="off"
          aria-describedby={`${id}-country-hint`}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        />
        <span id={`${id}-country-hint`} className="hint">
          {t('search.countryHint')}
        </span>
      </div>
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  );
}
