import {
  type VehicleFound,
  type VehicleSearchQuery,
  type VehicleSearchResponse,
  vehicleSearchMaxResults,
} from '@portico/contract';
import type { Database } from '../../../db/database.ts';
import { searchTermsOf } from '../search-terms.ts';
import { vehiclesByEmail } from './by-email.ts';
import { vehiclesByNotice } from './by-notice.ts';
import { vehiclesByPaymentReference, vehiclesByPspTransaction } from './by-payment.ts';
import { vehiclesByPlate } from './by-plate.ts';
import { searchRowLimit, type VehicleHit } from './vehicle-match.ts';

/**
 * The console's search (issue 28 item 7): the vehicles of the caller's white-label that the text
 * names, each with every reason it matched, at most `vehicleSearchMaxResults`. Every query is one
 * index lookup of this white-label (the bench checks p99 on a million trips).
 */
export async function searchVehicles(
  db: Database,
  whitelabelId: number,
  query: VehicleSearchQuery,
): Promise<VehicleSearchResponse> {
  const limit = searchRowLimit(vehicleSearchMaxResults);
  const terms = searchTermsOf(query.q);
  const hits: VehicleHit[][] =
    terms.kind === 'email'
      ? [await vehiclesByEmail(db, whitelabelId, terms.email, limit)]
      : await Promise.all([
          terms.plate
            ? vehiclesByPlate(db, whitelabelId, terms.plate, query.country, limit)
            : Promise.resolve([]),
          vehiclesByNotice(db, whitelabelId, terms.code, limit),
          vehiclesByPaymentReference(db, whitelabelId, terms.code),
          vehiclesByPspTransaction(db, whitelabelId, terms.pspTransaction, limit),
        ]);
  return foundVehicles(hits.flat());
}

/** One entry per vehicle, its reasons together, in the order the hits came. */
export function foundVehicles(hits: readonly VehicleHit[]): VehicleSearchResponse {
  const vehicles = new Map<string, VehicleFound>();
  for (const { plate, country, kind, label } of hits) {
    // A plate the retention job cleared is no vehicle any more.
    if (plate === '') continue;
    const key = `${country}:${plate}`;
    const found = vehicles.get(key) ?? { plate, country, matches: [] };
    if (!found.matches.some((match) => match.kind === kind && match.label === label)) {
      found.matches.push({ kind, label });
    }
    vehicles.set(key, found);
  }
  const all = [...vehicles.values()];
  return {
    vehicles: all.slice(0, vehicleSearchMaxResults),
    more: all.length > vehicleSearchMaxResults,
  };
}
