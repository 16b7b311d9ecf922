import { routes } from '@portico/contract';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { routeUrl } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useAuditEvents } from '../api/get-audit-events.ts';
import { auditFiltersOf, filterValuesOf, searchOf } from '../utils/audit-filters.ts';
import { AuditEventTable } from './audit-event-table.tsx';
import { AuditFiltersForm } from './audit-filters-form.tsx';

/**
 * `/operator/audit`: what staff did, newest first, filtered; the filters are the page's address
 * (back, forward and a shared link keep them). The CSV file is a plain link with the same
 * filters: a GET the session cookie authorises.
 */
export function AuditPage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const values = filterValuesOf(search);
  const filters = auditFiltersOf(values);
  const { events, nextCursor, loading, error, more } = useAuditEvents(filters);
  const csv = routeUrl(routes.auditEventsExport.path, undefined, filters);

  return (
    <>
      <PageHeading>{t('audit.title')}</PageHeading>
      <AuditFiltersForm
        key={search.toString()}
        values={values}
        onApply={(next) => setSearch(searchOf(next))}
      />
      <p>
        <a href={`${csv.pathname}${csv.search}`} download>
          {t('audit.download')}
        </a>
      </p>
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      {events.length > 0 ? <AuditEventTable events={events} /> : null}
      <p role="status">
        {loading ? t('app.loading') : events.length === 0 && !error ? t('audit.none') : ''}
      </p>
      {nextCursor ? (
        <button
          type="button"
          className="button secondary"
          disabled={loading}
          onClick={() => void more()}
        >
          {t('audit.more')}
        </button>
      ) : null}
    </>
  );
}
