import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { getCompanies } from '../api/companies.ts';
import { CompanyForm } from './company-form.tsx';

/** `/operator/renters`: the white-label's rental companies, and a new one. */
export function RentersPage() {
  const { t } = useI18n();
  const { data, error, reload } = useApiData(getCompanies);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <PageHeading>{t('renters.title')}</PageHeading>
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      <p role="status">{created ? t('renters.created', { name: created }) : ''}</p>
      {data ? (
        data.companies.length === 0 ? (
          <p>{t('renters.none')}</p>
        ) : (
          // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className="table-scroll" role="region" aria-label={t('renters.list')} tabIndex={0}>
            <table className="audit-table">
              <thead>
                <tr>
                  <th scope="col">{t('renters.name')}</th>
                  <th scope="col">{t('renters.code')}</th>
                  <th scope="col">{t('renters.users')}</th>
                  <th scope="col">{t('renters.state')}</th>
                </tr>
              </thead>
              <tbody>
                {data.companies.map((company) => (
                  <tr key={company.code}>
                    <td>
                      <Link to={`/renters/${encodeURIComponent(company.code)}`}>
                        {company.name}
                      </Link>
                    </td>
                    <td>
                      <code>{company.code}</code>
                    </td>
                    <td>{company.users.length}</td>
                    <td>{company.suspendedAt ? t('renters.suspended') : t('renters.active')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : error ? null : (
        <p>{t('app.loading')}</p>
      )}
      <section aria-labelledby="new-company">
        <h2 id="new-company">{t('renters.new')}</h2>
        <CompanyForm
          onCreated={(company) => {
            setCreated(company.name);
            reload();
          }}
        />
      </section>
    </>
  );
}
