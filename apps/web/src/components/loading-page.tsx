import { Spinner } from './spinner.tsx';
import styles from './loading-page.module.css';

/**
 * A page whose content is still coming: a spinner in its place. The layout's <main> is a screen
 * high, so the footer stays below the fold until the content replaces it (no layout shift).
 */
export function LoadingPage({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  );
}
