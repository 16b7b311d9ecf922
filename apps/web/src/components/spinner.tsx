import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

interface SpinnerProps {
  /** Announced text; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'large' }: SpinnerProps) {
  const circle = <span className={`${styles.circle} ${styles[size]}`} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" aria-label={label} className={styles.spinner}>
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
