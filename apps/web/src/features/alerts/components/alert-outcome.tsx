import { useEffect, useRef, type ReactNode } from 'react';
import styles from './alerts.module.css';

interface AlertOutcomeProps {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
  /** Moves the focus to the heading when shown (it replaces what had it); not on a page's first paint. */
  takeFocus?: boolean;
}

/**
 * What a subscription, a confirmation or an unsubscription came to: an icon in the outcome's
 * colour (its shape differs too, so colour is not the only cue), a heading that takes the focus
 * when it replaces the form (the form's button is gone), and its sentences.
 */
export function AlertOutcome({ tone, title, children, takeFocus = true }: AlertOutcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
    // Once, when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section
      className={`${styles.outcome} ${tone === 'success' ? styles.toneSuccess : styles.toneError}`}
      data-outcome={tone}
    >
      <svg
        className={styles.outcomeIcon}
        viewBox="0 0 24 24"
        width="40"
        height="40"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" />
        {tone === 'success' ? <path d="m7 12.5 3.2 3.2L17 9" /> : <path d="m8.5 8.5 7 7m0-7-7 7" />}
      </svg>
      <h2 ref={heading} tabIndex={-1} className={styles.outcomeTitle}>
        {title}
      </h2>
      <div className={styles.outcomeText}>{children}</div>
    </section>
  );
}
