import type { ReactNode } from 'react';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './account.module.css';

interface FormErrorProps {
  /** The server's code (null: unknown), said in the page's language. */
  code: unknown;
  /**
   * A next step the error may offer (sign-in: activate the account). A form that can offer one
   * passes it, null while there is none: its alert then always holds the text and the step together.
   */
  action?: ReactNode;
}

/** An account form's error that belongs to no field, announced above the form's buttons. */
export function FormError({ code, action }: FormErrorProps) {
  const { t } = useTranslation();
  const text = t(errorMessageKey(code));
  if (action === undefined) {
    return (
      <p role="alert" className={styles.error}>
        {text}
      </p>
    );
  }
  return (
    <div role="alert">
      <p className={styles.error}>{text}</p>
      {action}
    </div>
  );
}
