import {
  normalisePlate,
  type AddPlateBody,
  type PlateCountryCode,
  type RegisteredPlate,
} from '@portico/contract';
import type { RentalDates } from '../../../components/rental-dates.ts';
import { ruleResolver, type RuleCheck } from '../../../lib/forms/rule-resolver.ts';

export interface AddVehicleValues {
  countryCode: PlateCountryCode;
  numberPlate: string;
  /** "Avevo un veicolo a noleggio". */
  rented: boolean;
  /** The rental date selector's period: null while a field is missing, or unchecked. */
  rental: RentalDates | null;
}

/**
 * Spec 000 section 5 "Add vehicle": confirm stays disabled until a plate is entered and, with the
 * rental box checked, until the period is complete. The plate is sent as typed: the server
 * normalises it and answers invalid_number_plate for one it cannot read. The dates travel only
 * with the box checked (section 3, "Add plate payload").
 */
export function checkAddVehicle(
  values: AddVehicleValues,
): RuleCheck<AddVehicleValues, AddPlateBody> {
  const numberPlate = values.numberPlate.trim();
  if (numberPlate === '')
    return { ok: false, errors: { numberPlate: 'errors.number_plate_mandatory' } };
  if (values.rented && !values.rental)
    return { ok: false, errors: { rental: 'rentalDates.required' } };
  return {
    ok: true,
    value: {
      countryCode: values.countryCode,
      numberPlate,
      ...(values.rented && values.rental
        ? { validityStartDate: values.rental.start, validityEndDate: values.rental.end }
        : {}),
    },
  };
}

export const addVehicleResolver = ruleResolver(checkAddVehicle);

/**
 * Spec 000 section 5: the added vehicle is found in the list the server answers by its plate,
 * case-insensitively. The server stores plates normalised ("ab-123 cd" is AB123CD), so the typed
 * plate is normalised the same way before it is compared.
 */
export function findAddedPlate(
  plates: readonly RegisteredPlate[],
  { numberPlate, countryCode }: Pick<AddPlateBody, 'numberPlate' | 'countryCode'>,
): RegisteredPlate | undefined {
  const wanted = (normalisePlate(numberPlate) ?? numberPlate).toUpperCase();
  return plates.find(
    (plate) => plate.countryCode === countryCode && plate.numberPlate.toUpperCase() === wanted,
  );
}
