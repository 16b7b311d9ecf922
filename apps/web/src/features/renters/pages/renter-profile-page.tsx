import type { ReactNode } from 'react';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useRenterProfile } from '../api/renter-profile.ts';
import { RenterNav } from '../components/renter-nav.tsx';
import { RenterPasswordForm } from '../components/renter-password-form.tsx';
import { RenterUserForm } from '../components/renter-user-form.tsx';
import { ServerError } from '../components/server-error.tsx';
import styles from '../components/renters.module.css';

/**
 * /{lang}/renters/profile, "Informazioni sul noleggio" (spec 000, issue 25 item 8): the company
 * as the operator keeps it (read-only), the user's own data and password; `passkeys`, the
 * user's passkeys (issue 28 item 12), which the app shell brings from the account feature.
 */
export function RenterProfilePage({ passkeys }: { passkeys?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useRenterProfile();
  const title = t('renters.nav.profile');
  const company = profile.data?.company;
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <RenterNav />
      <div className={styles.page}>
        {profile.isPending ? <LoadingPage label={t('renters.loading')} /> : null}
        <ServerError error={profile.error} />
        {profile.data && company ? (
          <div className={styles.columns}>
            <section className={styles.card} aria-labelledby="renter-company">
              <h2 id="renter-company" className={styles.title}>
                {t('renters.profile.company')}
              </h2>
              <dl className={styles.facts}>
                <dt>{t('renters.profile.companyName')}</dt>
                <dd>{company.name}</dd>
                <dt>{t('renters.profile.companyCode')}</dt>
                <dd>{company.code}</dd>
                <dt>{t('renters.profile.vatNumber')}</dt>
                <dd>{company.vatNumber ?? '—'}</dd>
                <dt>{t('renters.profile.address')}</dt>
                <dd>{company.address ?? '—'}</dd>
              </dl>
              <p className={styles.muted}>{t('renters.profile.companyNote')}</p>
            </section>
            <div className={styles.form}>
              <RenterUserForm profile={profile.data} />
              <RenterPasswordForm />
              {passkeys}
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
