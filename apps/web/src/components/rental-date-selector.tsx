import { useId, useRef, useState, type FocusEvent, type Ref } from 'react';
import { parisInstant } from '@portico/contract';
import { useTranslation } from '../lib/i18n.ts';
import {
  rentalDateFieldsOf,
  rentalDatesOf,
  storeRentalDates,
  type RentalDateFields,
  type RentalDates,
} from './rental-dates.ts';
import fieldStyles from './form-field.module.css';
import styles from './rental-date-selector.module.css';

type FieldName = keyof RentalDateFields;

/** A field holds a real date or time (native inputs give one or nothing; a text fallback may not). */
function isSet(name: FieldName, value: string): boolean {
  return name.endsWith('Date')
    ? parisInstant(value, '00:00') !== null
    : parisInstant('2000-01-01', value) !== null;
}

export interface RentalDateSelectorProps {
  /** The group's name; "Periodo di noleggio" by default. */
  legend?: string;
  /**
   * The period shown at first (e.g. readStoredRentalDates() or a vehicle's), read when the
   * selector mounts: give it a `key` to show another one later.
   */
  initialValue?: RentalDates | null;
  /** Each change: the period once all four fields are set, null while one is missing. */
  onChange?: (dates: RentalDates | null) => void;
  /** The parent asks for the missing fields' error now (typically once the form has been sent). */
  showErrors?: boolean;
  /** A text of the parent's shown under the fields (e.g. the server's invalid_date_range). */
  error?: string | null;
  /** The start date input, e.g. for react-hook-form to focus it when the period is missing. */
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Spec 000 sections 2, 3 and 5, the rental date selector: start date, start time, end date and
 * end time, all four required (native date and time inputs: the phones' own pickers). With one
 * missing, "Data iniziale e data finale obbligatorie." shows once the visitor has left the group
 * or the parent asks; with all four set, the error clears and the period is emitted as ISO
 * instants and stored under the spec's key `location/dates` (removed again when a field is
 * cleared, so the stored period is always the one shown). The typed dates and times are Paris
 * wall-clock times (rental-dates.ts). The end is not checked against the start (spec).
 * In react-hook-form: `<Controller name="rental" control={control} render={({ field }) =>
 * <RentalDateSelector ref={field.ref} onChange={field.onChange} showErrors={isSubmitted} />} />`.
 */
export function RentalDateSelector({
  legend,
  initialValue,
  onChange,
  showErrors = false,
  error = null,
  ref,
  disabled,
}: RentalDateSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState<RentalDateFields>(() => rentalDateFieldsOf(initialValue));
  const [left, setLeft] = useState(false);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const complete = rentalDatesOf(fields) !== null;
  const missingShown = !complete && (left || showErrors);
  const hintId = `${id}-hint`;
  const missingId = `${id}-missing`;
  const errorId = `${id}-error`;

  const change = (name: FieldName, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    const dates = rentalDatesOf(next);
    storeRentalDates(dates);
    onChange?.(dates);
  };

  // Leaving the group, not moving between its fields, is when a missing field is said.
  const leaveGroup = (event: FocusEvent<HTMLInputElement>) => {
    if (!groupRef.current?.contains(event.relatedTarget as Node | null)) setLeft(true);
  };

  const field = (name: FieldName, type: 'date' | 'time') => {
    const invalid = missingShown && !isSet(name, fields[name]);
    const describedBy = [hintId, missingShown ? missingId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-${name}`} className={fieldStyles.label}>
          {t(`rentalDates.${name}`)}
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          ref={name === 'startDate' ? ref : undefined}
          id={`${id}-${name}`}
          type={type}
          className={fieldStyles.input}
          value={fields[name]}
          onChange={(event) => change(name, event.target.value)}
          onBlur={leaveGroup}
          disabled={disabled}
          aria-required="true"
          aria-invalid={invalid || error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    );
  };

  return (
    <fieldset ref={groupRef} className={styles.group}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>
        {legend ?? t('rentalDates.legend')}
      </legend>
      <p id={hintId} className={fieldStyles.hint}>
        {t('rentalDates.hint')}
      </p>
      <div className={styles.row}>
        {field('startDate', 'date')}
        {field('startTime', 'time')}
      </div>
      <div className={styles.row}>
        {field('endDate', 'date')}
        {field('endTime', 'time')}
      </div>
      {missingShown ? (
        <p id={missingId} className={styles.error}>
          {t('rentalDates.required')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
