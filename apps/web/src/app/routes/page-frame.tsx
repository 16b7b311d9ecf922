import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import styles from './page-frame.module.css';

/**
 * What the server paints for a page built from the visitor's stored state (trips found, basket,
 * payment session), which only the browser has: the layout around it comes from the server, this
 * holds the page's place until its loader has run in the browser. The browser shows the same
 * element while hydrating, so the two match.
 */
export function PageFrame() {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}
