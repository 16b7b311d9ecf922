import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { PageHead } from '../../components/page-head.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import styles from './route-error.module.css';

/**
 * A page whose data could not load: the header and footer stay, the content says so. An address
 * the portal does not have (the router's 404, see router.tsx) gets the not-found page instead.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <PageHead title={t('errors.unknown')} />
      <h1 className={styles.title}>{t('errors.unknown')}</h1>
      <p role="alert">{t('common.loadError')}</p>
    </div>
  );
}
