import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import columnStyles from '../../../components/page-column.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { profileQueryOptions } from '../api/get-profile.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { VehiclesPanel } from '../components/vehicles-panel.tsx';
import styles from '../components/account.module.css';

// The passkeys (issue 28 item 12): their code and the WebAuthn library load after the page.
const PasskeysSection = lazy(async () => ({
  default: (await import('../components/passkeys-section.tsx')).PasskeysSection,
}));

// Below the fold, with its own call: it loads after the card and the vehicles, not with them.
const PaymentsHistory = lazy(async () => ({
  default: (await import('../components/payments-history.tsx')).PaymentsHistory,
}));

/**
 * /{lang}/account/profile (page tag compte_profil, issue 12 item 9): the title, the left card
 * "Informazioni personali" and, on the right, the registered vehicles; below them the payments
 * made from the account with their receipts (issue 26 item 10).
 */
export function ProfilePage({ alertsOffered }: { alertsOffered: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const profile = useQuery(profileQueryOptions(language));
  const title = t('account.profile.title');
  return (
    <div className={columnStyles.page}>
      <PageHead title={title} />
      <h1 className={columnStyles.title}>{title}</h1>
      <div className={styles.profileColumns}>
        {profile.data ? (
          <ProfileCard profile={profile.data} />
        ) : profile.isError ? (
          <p role="alert" className={styles.error}>
            {t('common.loadError')}
          </p>
        ) : (
          <LoadingPage label={t('common.loading')} />
        )}
        <VehiclesPanel alertsOffered={alertsOffered} />
        <Suspense fallback={null}>
          <PasskeysSection />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <PaymentsHistory />
      </Suspense>
    </div>
  );
}
