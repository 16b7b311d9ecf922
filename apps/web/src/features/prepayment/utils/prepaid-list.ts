import { isRecord, readStored, storageKeys } from '../../../lib/storage.ts';

// Apart from prepaid-trips.ts: the payment page's loader, in the app's first chunk, reads the list
// and should not carry the code that adds to it.

/** A prepaid trip of the list (spec "the prepaid list"): its synthetic journey's id and box. */
export interface StoredPrepaidTrip {
  id: string;
  electric: boolean;
}

/** The prepaid list as stored; entries that are not trips are dropped. */
export function readPrepaidTrips(): StoredPrepaidTrip[] {
  const stored = readStored('local', storageKeys.prepaidJourneys);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is StoredPrepaidTrip =>
      isRecord(entry) && typeof entry.id === 'string' && typeof entry.electric === 'boolean',
  );
}
