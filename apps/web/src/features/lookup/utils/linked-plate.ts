import { defaultPlateCountry, isPlateCountry } from '@portico/contract';
import type { StoredPlate } from './stored-plate.ts';

/** The plate field's bound (the lookup query's), so a link cannot fill it with more. */
const plateMaxLength = 64;

/**
 * The plate a link asks the form to start with (`?plate=&country=`: the passage alert e-mail's
 * link to the plate's trips). The lookup needs a captcha, so the link cannot open the trips
 * itself: the form shows the plate and the driver searches. A country that is not a plate
 * country gives the default one; no plate, null.
 */
export function linkedPlate(searchParams: URLSearchParams): StoredPlate | null {
  const plate = (searchParams.get('plate') ?? '').trim().slice(0, plateMaxLength);
  if (!plate) return null;
  const country = searchParams.get('country')?.toUpperCase();
  return { plate, country: isPlateCountry(country) ? country : defaultPlateCountry };
}
