import { routes, type Language, type LookupTarget, type PlateCountryCode } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Whether customers registered the plate looked up (GET /public/users/plates/owners): the trips
 * screen then advises signing in (spec 001 "Journeys screen"). Never fails: a failed call, a
 * case-number lookup or an abort count as no account, since the advice must not hold up a lookup.
 */
export async function plateHasAccount(
  language: Language,
  target: LookupTarget,
  signal?: AbortSignal,
): Promise<boolean> {
  if (target.kind !== 'plate') return false;
  try {
    const owners = await apiRequest(routes.plateOwners, {
      language,
      query: {
        numberPlate: target.plate,
        // A known country: lookupTarget refuses any other (invalid_country_code). Narrowed here
        // rather than checked again, which would cost the lookup forms' bundles bytes they lack.
        countryCode: target.countryCode as PlateCountryCode,
      },
      signal,
    });
    return Array.isArray(owners) && owners.length > 0;
  } catch {
    return false;
  }
}
