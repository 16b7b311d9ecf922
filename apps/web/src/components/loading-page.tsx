import { Spinner } from './spinner.tsx';
import styles from './loading-page.module.css';

/**
 * A page whose content is still coming: a spinner holding a screen's height, so the footer stays
 * below the fold until the content replaces it (no layout shift counted on the phone).
 */
export function LoadingPage({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  );
}
