import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../components/claim.module.css';

/** /claim with no trips chosen (a renter may open it): the server's words for it, and home. */
export function NoClaimChoice() {
  const { t } = useTranslation();
  const title = t('claims.claim.title');
  return (
    <>
      <PageHead title={title} />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <p className={styles.alert}>{t('errors.renter_protest_no_journey_selected')}</p>
        <div className={styles.actions}>
          <Button href="/" track="claim-home">
            {t('claims.claim.success.home')}
          </Button>
        </div>
      </div>
    </>
  );
}
