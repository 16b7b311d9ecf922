import type { ClaimJourney } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { formatEuros } from '../utils/money.ts';

/** The claim's trips: when, the toll when contested and now, paid or not. */
export function ClaimJourneys({ journeys }: { journeys: readonly ClaimJourney[] }) {
  const { language, t } = useI18n();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={t('claim.trips')} tabIndex={0}>
      <table className="audit-table">
        <thead>
          <tr>
            <th scope="col">{t('claim.trip')}</th>
            <th scope="col">{t('claims.filter.plate')}</th>
            <th scope="col">{t('claim.filedPrice')}</th>
            <th scope="col">{t('claim.currentPrice')}</th>
            <th scope="col">{t('claim.paid')}</th>
          </tr>
        </thead>
        <tbody>
          {journeys.map((journey) => (
            <tr key={journey.id}>
              <th scope="row">
                <time dateTime={journey.date}>{formatDateTime(language, journey.date)}</time>
              </th>
              <td>
                {journey.plate} ({journey.countryCode})
              </td>
              <td>
                {formatEuros(language, journey.ttcPrice)}
                {journey.indemnity > 0
                  ? ` + ${formatEuros(language, journey.indemnity)} ${t('claim.indemnity')}`
                  : ''}
              </td>
              <td>{formatEuros(language, journey.currentTtcPrice)}</td>
              <td>{journey.paid ? t('claim.yes') : t('claim.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
