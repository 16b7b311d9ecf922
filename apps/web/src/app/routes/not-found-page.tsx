import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/button.tsx';
import { PageHead } from '../../components/page-head.tsx';
import styles from './route-error.module.css';

/**
 * Issue 26 item 16: an unknown or stale address (a mistyped link, an article taken down) gets a
 * page that says so, with the ways on, instead of being sent home without a word; the server
 * paints it with HTTP status 404 (the router's error response, see router.tsx).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHead title={t('notFound.title')} />
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>{t('notFound.next')}</p>
      <div className={styles.actions}>
        <Button href="/" track="not-found-home">
          {t('notFound.home')}
        </Button>
        <Button variant="secondary" href="form/payment" track="not-found-pay">
          {t('notFound.pay')}
        </Button>
        <Button variant="secondary" href="help" track="not-found-help">
          {t('notFound.help')}
        </Button>
      </div>
    </div>
  );
}
