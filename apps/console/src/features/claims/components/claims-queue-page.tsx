import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useClaimsQueue } from '../api/get-claims-queue.ts';
import { queueQueryOf, queueSearchOf, queueValuesOf } from '../utils/queue-filters.ts';
import { ClaimsFiltersForm } from './claims-filters-form.tsx';
import { ClaimsTable } from './claims-table.tsx';

/**
 * `/operator/claims`: the claims queue, open claims oldest first (who waited longest is served
 * first), each with its age; the filters are the page's address (back, forward and a shared link
 * keep them).
 */
export function ClaimsQueuePage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const values = queueValuesOf(search);
  const { claims, nextCursor, loading, error, more } = useClaimsQueue(queueQueryOf(values));

  return (
    <>
      <PageHeading>{t('claims.title')}</PageHeading>
      <ClaimsFiltersForm
        key={search.toString()}
        values={values}
        onApply={(next) => setSearch(queueSearchOf(next))}
      />
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      {claims.length > 0 ? <ClaimsTable claims={claims} /> : null}
      <p role="status">
        {loading ? t('app.loading') : claims.length === 0 && !error ? t('claims.none') : ''}
      </p>
      {nextCursor ? (
        <button
          type="button"
          className="button secondary"
          disabled={loading}
          onClick={() => void more()}
        >
          {t('claims.more')}
        </button>
      ) : null}
    </>
  );
}
