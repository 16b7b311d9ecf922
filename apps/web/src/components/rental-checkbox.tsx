import type { Ref } from 'react';
import { readStoredRentalDates, storeRentalDates, type RentalDates } from './rental-dates.ts';

interface RentalCheckboxProps {
  /** "Avevo un veicolo a noleggio", in the form's own words. */
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** The period the form holds once the box changes: the stored one when checked, else none. */
  onPeriodChange: (dates: RentalDates | null) => void;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The "rented vehicle" box of the alert form and the add-vehicle dialog (spec 000 section 5):
 * turning it off clears the period, the stored `location/dates` too; turning it on shows the
 * period stored earlier, if any. Inside react-hook-form's Controller.
 */
export function RentalCheckbox({
  label,
  name,
  checked,
  onChange,
  onBlur,
  onPeriodChange,
  className,
  ref,
}: RentalCheckboxProps) {
  return (
    <label className={className}>
      <input
        ref={ref}
        type="checkbox"
        name={name}
        checked={checked}
        onBlur={onBlur}
        onChange={(event) => {
          const isChecked = event.target.checked;
          onChange(isChecked);
          if (!isChecked) storeRentalDates(null);
          onPeriodChange(isChecked ? readStoredRentalDates() : null);
        }}
      />
      {label}
    </label>
  );
}
