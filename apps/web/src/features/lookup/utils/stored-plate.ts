import { defaultPlateCountry, isPlateCountry, type PlateCountryCode } from '@portico/contract';
import { readStored, storageKeys } from '../../../lib/storage.ts';

export interface StoredPlate {
  plate: string;
  country: PlateCountryCode;
}

/**
 * The plate of the last lookup (spec key `form/plate`: licensePlate, country), to start the form
 * with: a driver coming back to pay other trips does not type it again. Empty when none is stored
 * or it is not a plate form.
 */
export function storedPlate(): StoredPlate {
  const stored = readStored('local', storageKeys.plateForm);
  if (typeof stored !== 'object' || stored === null)
    return { plate: '', country: defaultPlateCountry };
  const { licensePlate, country } = stored as Record<string, unknown>;
  return {
    plate: typeof licensePlate === 'string' ? licensePlate : '',
    country: isPlateCountry(country) ? country : defaultPlateCountry,
  };
}
