import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { LookupForm } from '../components/lookup-form.tsx';
import styles from './payment-form-page.module.css';

/** /{lang}/form/prepayment: the vehicle's plate and country, then the prepayment screen. */
export function PrepaymentPlatePage() {
  const { t } = useTranslation();
  const title = t('prepayment.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <p className={styles.intro}>{t('prepayment.plateIntro')}</p>
        <LookupForm prepayment />
      </div>
    </>
  );
}
