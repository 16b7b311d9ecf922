import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { AlertConfirmation } from '../components/alert-confirmation.tsx';
import styles from '../components/alerts.module.css';

/** /{lang}/alert/confirm?token=: where the confirmation e-mail's link leads. */
export function AlertConfirmPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const title = t('alerts.confirm.title');
  return (
    <>
      <PageHead title={title} />
      {/* A personal link: not for search engines. */}
      <meta name="robots" content="noindex" />
      <CoverBanner
        title={title}
        breadcrumb={[{ label: t('common.home'), url: '/' }, { label: title }]}
      />
      <div className={styles.page}>
        <AlertConfirmation token={searchParams.get('token') ?? ''} />
      </div>
    </>
  );
}
