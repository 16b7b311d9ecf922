import type { AddFleetPlateBody, PlateCountryCode } from '@portico/contract';
import type { MessageKey } from '../../../lib/i18n.ts';
import { instantOfDay, isDay } from './days.ts';

export interface AddPlateValues {
  countryCode: PlateCountryCode;
  numberPlate: string;
  start: string;
  end: string;
}

export type AddPlateProblems = Partial<Record<keyof AddPlateValues, MessageKey>>;

/** A plate as the fleet keeps it: upper case, without spaces or dashes. */
export function normalisedPlate(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** The add dialog: a plate (1-20 letters and digits), a start day, an end day after it if any. */
export function checkAddPlate(
  values: AddPlateValues,
): { ok: true; body: AddFleetPlateBody } | { ok: false; problems: AddPlateProblems } {
  const problems: AddPlateProblems = {};
  const numberPlate = normalisedPlate(values.numberPlate);
  if (numberPlate === '') problems.numberPlate = 'renters.vehicles.plateRequired';
  else if (!/^[\p{L}\p{N}]{1,20}$/u.test(numberPlate)) {
    problems.numberPlate = 'errors.invalid_number_plate';
  }
  if (!isDay(values.start)) problems.start = 'renters.vehicles.dateRequired';
  if (values.end !== '' && !isDay(values.end)) problems.end = 'renters.vehicles.dateInvalid';
  else if (values.end !== '' && isDay(values.start) && values.end < values.start) {
    problems.end = 'errors.invalid_date_range';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      countryCode: values.countryCode,
      numberPlate,
      validityStartDate: instantOfDay(values.start),
      ...(values.end ? { validityEndDate: instantOfDay(values.end) } : {}),
    },
  };
}
