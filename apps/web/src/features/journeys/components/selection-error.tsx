import { useTranslation } from '../../../lib/i18n.ts';
import styles from './trips.module.css';

interface SelectionErrorProps {
  id: string;
  /** No trip of the list can be checked (all sent to the Procura): selecting will not help. */
  nothingPayable: boolean;
}

/** Why "Paga" did nothing: announced at once, and read again with each checkbox. */
export function SelectionError({ id, nothingPayable }: SelectionErrorProps) {
  const { t } = useTranslation();
  return (
    <p id={id} role="alert" className={styles.selectionError}>
      {t(nothingPayable ? 'journeys.summary.nothingPayable' : 'journeys.summary.nothingSelected')}
    </p>
  );
}
