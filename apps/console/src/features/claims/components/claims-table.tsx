import type { ClaimQueueItem } from '@portico/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { ClaimAgeText } from './claim-age-text.tsx';

/**
 * The queue as a table: each claim's reference is its link (Tab goes from claim to claim, Enter
 * opens it); it scrolls sideways on a phone in a region the keyboard can reach.
 */
export function ClaimsTable({ claims }: { claims: readonly ClaimQueueItem[] }) {
  const { language, t } = useI18n();
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={t('claims.list')} tabIndex={0}>
      <table className="audit-table">
        <thead>
          <tr>
            <th scope="col">{t('claims.reference')}</th>
            <th scope="col">{t('claims.age.title')}</th>
            <th scope="col">{t('claims.filter.status')}</th>
            <th scope="col">{t('claims.filter.reason')}</th>
            <th scope="col">{t('claims.filter.plate')}</th>
            <th scope="col">{t('claims.filed')}</th>
            <th scope="col">{t('claims.contents')}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.reference}>
              <th scope="row">
                <Link to={`/claims/${claim.reference}`}>{claim.reference}</Link>
              </th>
              <td>
                <ClaimAgeText hours={claim.ageHours} />
              </td>
              <td>{t(`claims.status.${claim.status}`)}</td>
              <td>
                {claim.reasonLabel}
                <br />
                <span className="hint">{t(`claims.type.${claim.type}`)}</span>
              </td>
              <td>{claim.plates.join(', ')}</td>
              <td>
                <time dateTime={claim.createdAt}>{formatDateTime(language, claim.createdAt)}</time>
              </td>
              <td>
                {t('claims.counts', {
                  trips: String(claim.journeyCount),
                  files: String(claim.attachmentCount),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
