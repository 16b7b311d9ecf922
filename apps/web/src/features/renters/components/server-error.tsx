import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './renters.module.css';

/** A refused call's text (the error catalogue), announced; nothing while there is none. */
export function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {t(errorMessageKey(isApiError(error) ? error.code : null))}
    </p>
  );
}
