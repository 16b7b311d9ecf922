import { useTranslation } from '../../lib/i18n.ts';
import { LoadingPage } from '../../components/loading-page.tsx';
import styles from '../../components/page-column.module.css';

/** The fixed titles a frame can show: the pages' own h1 texts. */
export type FrameTitleKey =
  | 'journeys.title'
  | 'payment.title'
  | 'account.profile.title'
  | 'claims.select.title'
  | 'claims.claim.title'
  | 'renters.nav.profile'
  | 'renters.nav.vehicles'
  | 'renters.nav.travels'
  | 'renters.nav.paymentNotice';

/**
 * What the server paints for a page built from the visitor's stored state (trips found, basket,
 * payment session), which only the browser has: the layout around it comes from the server, this
 * holds the page's place until its loader has run in the browser. The browser shows the same
 * element while hydrating, so the two match. A page whose title does not depend on that state
 * shows it at once, styled as the page's own: the first paint already says where the visitor is.
 */
export function PageFrame({ titleKey }: { titleKey?: FrameTitleKey }) {
  const { t } = useTranslation();
  const loading = <LoadingPage label={t('common.loading')} />;
  if (!titleKey) return loading;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {loading}
    </div>
  );
}
