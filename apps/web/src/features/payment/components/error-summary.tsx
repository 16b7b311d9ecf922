import type { MouseEvent, ReactNode, Ref } from 'react';
import styles from './payment.module.css';

export interface ErrorSummaryItem {
  /** The id of the field in error: its link moves the focus there. */
  fieldId: string;
  text: string;
}

interface ErrorSummaryProps {
  title: string;
  items: ErrorSummaryItem[];
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * GOV.UK Pay's error summary: announced (role="alert") and focused when it appears, one link per
 * field in error, which focuses that field.
 */
export function ErrorSummary({ title, items, children, ref }: ErrorSummaryProps) {
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    document.getElementById(fieldId)?.focus();
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.errorSummary}>
      <h3 className={styles.errorSummaryTitle}>{title}</h3>
      {items.length > 0 ? (
        <ul className={styles.errorSummaryList}>
          {items.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
