import { gateText, isFinished, type Journey } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { prepaidLegs } from '../utils/prepayment-groups.ts';
import { DeleteRowButton, RowCheckbox } from './row-controls.tsx';
import styles from './journey-row.module.css';

interface PrepaymentRowProps {
  /** The prepayment's trips (one synthetic journey each), all of one vehicle class. */
  journeys: readonly Journey[];
  checked: boolean;
  enabled: boolean;
  /** The selection's toggle, for the prepayment's trips: they are chosen, and removed, together. */
  onToggle: (journey: Journey) => void;
  onDelete?: (journey: Journey) => void;
  describedBy?: string;
}

/**
 * Issue 26 item 17: a prepayment is one line of the trips list, not a dated trip per trip bought.
 * It says how many trips, on which legs (a round trip has two) and in which class, and its total;
 * its box and its delete button act on all its trips.
 */
export function PrepaymentRow({
  journeys,
  checked,
  enabled,
  onToggle,
  onDelete,
  describedBy,
}: PrepaymentRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = journeys.reduce((sum, journey) => sum + journey.totalPrice, 0);
  const carClass = journeys[0]?.carCategory;
  const each = (act: (journey: Journey) => void) => () => journeys.forEach(act);
  // Finished trips are chosen together (spec: unticking one unticks all): toggling one of the
  // prepayment's trips already toggles them all, and toggling each would undo it.
  const [first] = journeys;
  const toggle = first && isFinished(first) ? () => onToggle(first) : each(onToggle);

  return (
    <li
      className={[styles.row, checked ? styles.checked : ''].filter(Boolean).join(' ')}
      data-prepayment={journeys[0]?.id}
    >
      <RowCheckbox
        label={t('journeys.row.selectPrepayment')}
        checked={checked}
        disabled={!enabled}
        onChange={toggle}
        describedBy={describedBy}
      />
      <p className={styles.when}>{t('journeys.row.prepaidGroup', { count: journeys.length })}</p>
      <p className={styles.total}>
        <span className="visually-hidden">{t('journeys.row.total')} </span>
        {formatMoney(total, language)}
      </p>
      <div className={styles.main}>
        <ul className={styles.legs}>
          {prepaidLegs(journeys).map((leg) => (
            <li key={`${leg.in.id}>${leg.out?.id ?? ''}`} className={styles.route}>
              <span>
                {t('journeys.row.entry')} {gateText(leg.in)}
              </span>
              <span aria-hidden="true"> → </span>
              <span>
                {t('journeys.row.exit')} {leg.out ? gateText(leg.out) : ''}
              </span>{' '}
              <span className={styles.legCount}>× {leg.count}</span>
            </li>
          ))}
        </ul>
        {carClass !== undefined ? (
          <p className={styles.meta}>
            <span>{t('journeys.row.vehicleClass', { carClass })}</span>
          </p>
        ) : null}
      </div>
      {onDelete ? (
        <div className={styles.status}>
          <DeleteRowButton label={t('journeys.row.deletePrepayment')} onClick={each(onDelete)} />
        </div>
      ) : null}
    </li>
  );
}
