import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { UnsubscribeForm } from '../components/unsubscribe-form.tsx';
import styles from '../components/alerts.module.css';

/** /{lang}/unsubscribe?email=: stops the passage alerts of every vehicle of an address. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const title = t('alerts.unsubscribe.title');
  return (
    <>
      <PageHead title={title} />
      {/* Its links carry an address: not for search engines. */}
      <meta name="robots" content="noindex" />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <div className={styles.intro}>
          <p>{t('alerts.unsubscribe.text')}</p>
          <p>{t('alerts.unsubscribe.account')}</p>
        </div>
        <UnsubscribeForm initialEmail={(searchParams.get('email') ?? '').slice(0, 100)} />
      </div>
    </>
  );
}
