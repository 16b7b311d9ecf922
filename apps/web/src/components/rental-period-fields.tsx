import {
  Controller,
  useWatch,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { RentalCheckbox } from './rental-checkbox.tsx';
import { RentalDateSelector } from './rental-date-selector.tsx';
import type { RentalDates } from './rental-dates.ts';

/** The two fields a form with a rental period holds under these names. */
export interface RentalPeriodValues extends FieldValues {
  rented: boolean;
  /** The selector's period: null while a part is missing, or the box is unchecked. */
  rental: RentalDates | null;
}

interface RentalPeriodFieldsProps<Values extends RentalPeriodValues, Output> {
  control: Control<Values, unknown, Output>;
  /** "Avevo un veicolo a noleggio", in the form's own words. */
  label: string;
  checkboxClassName?: string;
  /** Sets the form's period and checks it (react-hook-form's setValue with shouldValidate). */
  setPeriod: (dates: RentalDates | null) => void;
  /** The selector's missing-part error now (typically once the form was sent). */
  showErrors?: boolean;
  /** A text of the form's under the selector (e.g. the server's invalid_date_range). */
  error?: string | null;
}

/**
 * The rented-vehicle part of the alert form and the add-vehicle dialog (spec 000 section 5):
 * the box, and while it is checked the rental date selector, both bound to the form's `rented`
 * and `rental` values.
 */
export function RentalPeriodFields<Values extends RentalPeriodValues, Output>({
  control,
  label,
  checkboxClassName,
  setPeriod,
  showErrors,
  error,
}: RentalPeriodFieldsProps<Values, Output>) {
  // Values extends RentalPeriodValues, so these are its paths: TypeScript cannot tell for a type
  // parameter.
  const rentedPath = 'rented' as FieldPathByValue<Values, boolean>;
  const rentalPath = 'rental' as FieldPathByValue<Values, RentalDates | null>;
  const rented = useWatch({ control, name: rentedPath });
  return (
    <>
      <Controller
        name={rentedPath}
        control={control}
        render={({ field }) => (
          <RentalCheckbox
            {...field}
            checked={field.value}
            label={label}
            className={checkboxClassName}
            onPeriodChange={setPeriod}
          />
        )}
      />
      {rented ? (
        <Controller
          name={rentalPath}
          control={control}
          render={({ field }) => (
            <RentalDateSelector
              ref={field.ref}
              initialValue={field.value}
              onChange={field.onChange}
              showErrors={showErrors}
              error={error}
            />
          )}
        />
      ) : null}
    </>
  );
}
