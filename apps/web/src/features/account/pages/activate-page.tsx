import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { ActivationForm } from '../components/activation-form.tsx';
import styles from '../components/account.module.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /{lang}/account/activate[?id=]: the e-mailed code activates the account just registered. */
export function ActivatePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const title = t('account.activate.title');
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
        <p className={styles.intro}>{t('account.activate.intro')}</p>
        <ActivationForm accountId={id && uuid.test(id) ? id : null} />
      </div>
    </>
  );
}
