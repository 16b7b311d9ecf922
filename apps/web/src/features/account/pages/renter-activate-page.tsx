import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { RenterActivationForm } from '../components/renter-activation-form.tsx';
import { AudienceProvider } from '../utils/audience.ts';
import styles from '../components/account.module.css';

/** An id of the invitation's link: a user's uuid (anything else asks for the e-mail). */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /{lang}/renters/activate?id=: the invited renter's code and first password (issue 25). */
export function RenterActivatePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const title = t('account.renter.activateTitle');
  return (
    <AudienceProvider value="renter">
      <PageHead title={title} />
      {/* A personal link: not for search engines. */}
      <meta name="robots" content="noindex" />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <p className={styles.intro}>{t('account.renter.activateIntro')}</p>
        <RenterActivationForm accountId={id && uuid.test(id) ? id : null} />
      </div>
    </AudienceProvider>
  );
}
