import { useTranslation } from '../../lib/i18n.ts';
import { PageHead } from '../../components/page-head.tsx';
import styles from './route-error.module.css';

/** A page whose data could not load: the header and footer stay, the content says so. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHead title={t('errors.unknown')} />
      <h1 className={styles.title}>{t('errors.unknown')}</h1>
      <p role="alert">{t('common.loadError')}</p>
    </div>
  );
}
