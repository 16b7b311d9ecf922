import { useId, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  clickAction,
  deadlineMessage,
  isSelectable,
  gateText,
  showsDeleteIcon,
  type Journey,
  type SelectionMode,
} from '@portico/contract';
import { Icon } from '../../../components/icon.tsx';
import { formatDateTime, formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { caseNumber } from '../utils/case-number.ts';
import { storeInProgressJourney } from '../utils/stored-journeys.ts';
import { DeadlineText } from './deadline-text.tsx';
import { DeleteRowButton, RowCheckbox } from './row-controls.tsx';
import styles from './journey-row.module.css';

export interface JourneyRowProps {
  journey: Journey;
  mode: SelectionMode;
  checked: boolean;
  /** The selection rules' isEnabled for this row. */
  enabled: boolean;
  hasRentalDates: boolean;
  now: Date;
  onToggle: (journey: Journey) => void;
  onDelete?: (journey: Journey) => void;
  /** Id of a message about the whole selection (nothing selected), read with the checkbox. */
  describedBy?: string;
}

/**
 * Spec 000 "Journey row". A selectable row is a labelled checkbox; clicking the row acts like it.
 * The date and the total open the row, each in a grid area of its own, so that every row of a list
 * puts them at the same place whatever the gate names or the deadline text (issue 10 item 11).
 */
export function JourneyRow({
  journey,
  mode,
  checked,
  enabled,
  hasRentalDates,
  now,
  onToggle,
  onDelete,
  describedBy,
}: JourneyRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const date = formatDateTime(journey.date, language);
  const number = caseNumber(journey);
  const message = deadlineMessage(journey, now);
  const ongoing = journey.status === 'EN_COURS';
  const selectable = isSelectable(journey, mode, { disabled: !enabled });
  const action = clickAction(journey, { hasRentalDates, mode, disabled: !enabled });
  const money = (cents: number) => formatMoney(cents, language);

  const act = () => {
    if (action === 'inProgress') {
      storeInProgressJourney(journey);
      void navigate(localizedPath(language, 'inprogress'));
    } else if (action === 'toggle' || (mode === 'claim' && selectable)) {
      onToggle(journey);
    }
  };

  // Claim mode rows are not hover-clickable; elsewhere a click outside a control acts as the box.
  const onRowClick = (event: MouseEvent<HTMLElement>) => {
    if (mode === 'claim') return;
    if ((event.target as HTMLElement).closest('a, button, input, label')) return;
    act();
  };

  return (
    // The checkbox is the keyboard and screen-reader control; the row click is a pointer shortcut.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      className={[
        styles.row,
        checked ? styles.checked : '',
        mode !== 'claim' && action !== 'none' ? styles.clickable : '',
      ]
        .filter(Boolean)
        .join(' ')}
      onClick={onRowClick}
      data-journey-id={journey.id}
    >
      <RowCheckbox
        label={t('journeys.row.select', { date })}
        checked={checked}
        disabled={!selectable}
        onChange={act}
        describedBy={describedBy}
      />
      <p className={styles.when}>
        {/* A prepaid trip is not driven yet: the time it was added is no trip date (item 17). */}
        {journey.status === 'PREPAYMENT' ? (
          t('journeys.row.prepaid')
        ) : (
          <>
            <time dateTime={journey.date}>{date}</time>{' '}
            {/* Drivers abroad read the operator's clock: say which one (issue 26 item 17). */}
            <span className={styles.timeZone}>{t('journeys.row.parisTime')}</span>
          </>
        )}
      </p>
      <p className={styles.total}>
        <span className="visually-hidden">{t('journeys.row.total')} </span>
        {money(journey.totalPrice)}
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={showDetails}
          aria-controls={detailsId}
          aria-label={t('journeys.row.details')}
          onClick={() => setShowDetails((shown) => !shown)}
        >
          <Icon name="info" />
        </button>
      </p>
      <div className={styles.main}>
        <p className={styles.heading}>
          <span className={styles.nature}>{t(`journeys.nature.${journey.nature}`)}</span>
          {number ? (
            <span>
              {t('journeys.row.caseNumber')} {number}
            </span>
          ) : null}
        </p>
        <p className={styles.route}>
          <span>
            {t('journeys.row.entry')} {gateText(journey.in)}
          </span>
          <span aria-hidden="true"> → </span>
          <span>
            {t('journeys.row.exit')}{' '}
            {/* The spec quotes "Trajet en cours" in French; each page says it in its own words. */}
            {journey.out && !ongoing ? gateText(journey.out) : t('journeys.row.ongoing')}
          </span>
        </p>
        <p className={styles.meta}>
          <span>{t('journeys.row.vehicleClass', { carClass: journey.carCategory })}</span>
          {journey.company ? (
            <span>
              {t('journeys.row.network')} {journey.company}
            </span>
          ) : null}
        </p>
        {ongoing ? (
          <Link
            className={styles.complete}
            to={localizedPath(language, 'inprogress')}
            // The screen completes the stored trip: it is stored before the link is followed.
            onClick={() => storeInProgressJourney(journey)}
          >
            {t('journeys.row.complete')}
          </Link>
        ) : null}
        {!journey.completed ? (
          <p className={styles.notComplete}>{t('journeys.row.notComplete')}</p>
        ) : null}
      </div>
      <div className={styles.status}>
        <dl id={detailsId} className={styles.breakdown} hidden={!showDetails}>
          <dt>{t('journeys.row.toll')}</dt>
          <dd>{money(journey.ttcPrice)}</dd>
          <dt>{t('journeys.row.indemnity')}</dt>
          <dd>{money(journey.indemnity)}</dd>
          <dt>{t('journeys.row.alreadyPaid')}</dt>
          <dd>{money(journey.alreadyPaid)}</dd>
        </dl>
        {journey.contested ? (
          // Under an open claim: its deadline is paused until the operator decides (issue 14).
          <p className={styles.contested}>{t('journeys.row.contested')}</p>
        ) : null}
        {message ? <DeadlineText message={message} /> : null}
        {showsDeleteIcon(journey) && onDelete ? (
          <DeleteRowButton label={t('journeys.row.delete')} onClick={() => onDelete(journey)} />
        ) : null}
      </div>
    </li>
  );
}
