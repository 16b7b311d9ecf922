import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { LookupForm } from '../components/lookup-form.tsx';
import styles from './payment-form-page.module.css';

/** /{lang}/form/payment: the cover with its breadcrumb, then the trip lookup. */
export function PaymentFormPage() {
  const { t } = useTranslation();
  const title = t('lookup.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <p className={styles.intro}>{t('lookup.intro')}</p>
        <LookupForm />
      </div>
    </>
  );
}
