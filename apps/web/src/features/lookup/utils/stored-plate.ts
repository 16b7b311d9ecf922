import { isPlateCountry, type PlateCountryCode } from '@portico/contract';
import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';

export interface StoredPlate {
  plate: string;
  country: PlateCountryCode;
}

/**
 * The plate of the last lookup (spec key `form/plate`: licensePlate, country), to start the form
 * with: a driver coming back to pay other trips does not type it again. Null when none is stored
 * or it is not a plate form.
 */
export function storedPlate(): StoredPlate | null {
  const stored = readStored('local', storageKeys.plateForm);
  if (typeof stored !== 'object' || stored === null) return null;
  const { licensePlate, country } = stored as Record<string, unknown>;
  if (typeof licensePlate !== 'string' || !isPlateCountry(country)) return null;
  return { plate: licensePlate, country };
}

/** The plate country last chosen in a lookup form, searched or not (issue 26 item 2). */
export function storedPlateCountry(): PlateCountryCode | null {
  const stored = readStored('local', storageKeys.plateCountry);
  return isPlateCountry(stored) ? stored : null;
}

export function storePlateCountry(country: PlateCountryCode): void {
  writeStored('local', storageKeys.plateCountry, country);
}
