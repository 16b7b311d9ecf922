import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useVehicleSearch } from '../api/search-vehicles.ts';
import { searchParamsOf, vehicleQueryOf } from '../utils/vehicle-query.ts';
import { SearchForm } from './search-form.tsx';
import { SearchResults } from './search-results.tsx';

/**
 * `/operator/search`: one box for whatever the caller reads out (a plate, a notice, a payment,
 * an e-mail); the query is the page's address, so back, forward and a shared link keep it.
 * `timelines`: whether the person may open a vehicle's timeline (finance and renters search
 * without it): the vehicles are links only then.
 */
export function SearchPage({ timelines }: { timelines: boolean }) {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const query = vehicleQueryOf(search);
  const { answer, loading, error } = useVehicleSearch(query);

  let status = '';
  if (!query.q) status = t('search.empty');
  else if (loading) status = t('app.loading');
  else if (answer && answer.vehicles.length === 0) status = t('search.none', { q: query.q });
  else if (answer) status = t('search.found', { count: String(answer.vehicles.length) });

  return (
    <>
      <PageHeading>{t('search.title')}</PageHeading>
      <SearchForm
        key={search.toString()}
        query={query}
        onSearch={(next) => setSearch(searchParamsOf(next))}
      />
      <p role="status">{status}</p>
      <ErrorAlert message={query.q && error ? t(errorMessageKey(error)) : null} />
      {answer?.more ? <p className="notice-more">{t('search.more')}</p> : null}
      {answer && answer.vehicles.length > 0 ? (
        <SearchResults vehicles={answer.vehicles} linked={timelines} />
      ) : null}
    </>
  );
}
