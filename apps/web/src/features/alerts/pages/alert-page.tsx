import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { AlertSubscription } from '../components/alert-subscription.tsx';
import styles from '../components/alerts.module.css';

/** /{lang}/alert (spec 000 "Alert screen"): the cover with its title, then the subscription. */
export function AlertPage() {
  const { t } = useTranslation();
  const title = t('alerts.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <p className={styles.intro}>{t('alerts.intro')}</p>
        <AlertSubscription />
      </div>
    </>
  );
}
