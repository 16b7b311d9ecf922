import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import type { AlertHandoverLoad } from '../api/get-alert-handover.ts';
import { AlertHandover } from '../components/alert-handover.tsx';
import styles from '../components/alerts.module.css';

/**
 * /{lang}/alert/handover?token=: where the e-mail to the address receiving a plate's alerts leads
 * when another address asks for them (issue 24 item 6).
 */
export function AlertHandoverPage({ load }: { load: AlertHandoverLoad }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const title = t('alerts.handover.title');
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
        <AlertHandover token={searchParams.get('token') ?? ''} load={load} />
      </div>
    </>
  );
}
