import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { LookupForm } from '../components/lookup-form.tsx';
import styles from './payment-form-page.module.css';

/**
 * /{lang}/form/claim: the lookup of form/payment (plate + country or case number, captcha), whose
 * trips start a claim and open claim/select.
 */
export function ClaimLookupPage() {
  const { t } = useTranslation();
  const title = t('claims.form.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <p className={styles.intro}>{t('claims.form.intro')}</p>
        <LookupForm claim />
      </div>
    </>
  );
}
