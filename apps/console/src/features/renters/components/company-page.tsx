import { useCallback, useState } from 'react';
import type { Language } from '@portico/contract';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { getCompany, getCompanyFleet, setSuspended } from '../api/companies.ts';
import { InviteForm } from './invite-form.tsx';

/** The company's fleet: its plates and their periods, newest rules first as the renters see them. */
function Fleet({ code }: { code: string }) {
  const { language, t } = useI18n();
  const fetcher = useCallback(
    (lang: Language, signal: AbortSignal) => getCompanyFleet(lang, code, signal),
    [code],
  );
  const { data, error } = useApiData(fetcher);
  if (error) return <ErrorAlert message={t(errorMessageKey(error))} />;
  if (!data) return <p>{t('app.loading')}</p>;
  if (data.plates.length === 0) return <p>{t('renters.noPlates')}</p>;
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={t('renters.fleet')} tabIndex={0}>
      <table className="audit-table">
        <thead>
          <tr>
            <th scope="col">{t('renters.plate')}</th>
            <th scope="col">{t('renters.country')}</th>
            <th scope="col">{t('renters.from')}</th>
            <th scope="col">{t('renters.until')}</th>
          </tr>
        </thead>
        <tbody>
          {data.plates.map((plate) => (
            <tr key={plate.id}>
              <td>
                <code>{plate.numberPlate}</code>
              </td>
              <td>{plate.countryCode}</td>
              <td>{formatDateTime(language, plate.validityStartDate)}</td>
              <td>
                {plate.validityEndDate
                  ? formatDateTime(language, plate.validityEndDate)
                  : t('renters.open')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">{t('renters.platesTotal', { count: String(data.total) })}</p>
    </div>
  );
}

/** `/operator/renters/:code`: one company, its users, an invitation, its suspension, its fleet. */
export function CompanyPage() {
  const { language, t } = useI18n();
  const code = useParams().code ?? '';
  const fetcher = useCallback(
    (lang: Language, signal: AbortSignal) => getCompany(lang, code, signal),
    [code],
  );
  const { data: company, error, reload } = useApiData(fetcher);
  const [changeError, setChangeError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);

  async function toggle(suspend: boolean) {
    setWorking(true);
    setChangeError(null);
    try {
      await setSuspended(language, code, suspend);
      reload();
    } catch (failure) {
      setChangeError(failure);
    } finally {
      setWorking(false);
    }
  }

  return (
    <>
      <p>
        <Link to="/renters">{t('renters.back')}</Link>
      </p>
      <PageHeading>{company?.name ?? code}</PageHeading>
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      {company ? (
        <>
          <dl className="member-facts">
            <dt>{t('renters.code')}</dt>
            <dd>
              <code>{company.code}</code>
            </dd>
            <dt>{t('renters.vatNumber')}</dt>
            <dd>{company.vatNumber ?? '—'}</dd>
            <dt>{t('renters.address')}</dt>
            <dd>{company.address ?? '—'}</dd>
            <dt>{t('renters.state')}</dt>
            <dd>
              {company.suspendedAt
                ? t('renters.suspendedSince', {
                    at: formatDateTime(language, company.suspendedAt),
                  })
                : t('renters.active')}
            </dd>
          </dl>
          <ErrorAlert message={changeError ? t(errorMessageKey(changeError)) : null} />
          <button
            type="button"
            className="button secondary"
            disabled={working}
            onClick={() => void toggle(!company.suspendedAt)}
          >
            {company.suspendedAt ? t('renters.restore') : t('renters.suspend')}
          </button>
          <h2>{t('renters.users')}</h2>
          {company.users.length === 0 ? (
            <p>{t('renters.noUsers')}</p>
          ) : (
            <ul className="passkey-list">
              {company.users.map((user) => (
                <li key={user.id}>
                  {user.firstName} {user.lastName} ({user.email}){' '}
                  {user.activated ? t('renters.activated') : t('renters.waiting')}
                </li>
              ))}
            </ul>
          )}
          <h2>{t('renters.inviteTitle')}</h2>
          <InviteForm code={company.code} onInvited={reload} />
          <h2>{t('renters.fleet')}</h2>
          <Fleet code={company.code} />
        </>
      ) : error ? null : (
        <p>{t('app.loading')}</p>
      )}
    </>
  );
}
