import { forgetPaidClaimJourneys } from '../../../lib/claim-draft.ts';
import {
  isRecord,
  readStored,
  removeStored,
  storageKeys,
  writeStored,
} from '../../../lib/storage.ts';

/** A stored trip's id; only the ids matter here, so no schema (and no Zod) is needed. */
const idOf = (journey: unknown): string | null =>
  isRecord(journey) && typeof journey.id === 'string' ? journey.id : null;

/**
 * After a SUCCEED or DUPLICATED payment the paid trips leave the client's lists: the selection the
 * payment page paid (`payment/journeys`, read before it goes), the prepaid list, and those trips
 * in the stored lookup set (`journeys`) and in a claim in progress (`protest/faq`). The rest of the
 * set stays as stored.
 */
export function forgetPaidJourneys(): void {
  const selection = readStored('local', storageKeys.paymentJourneys);
  const paid = new Set(
    Array.isArray(selection) ? selection.map(idOf).filter((id) => id !== null) : [],
  );
  removeStored('local', storageKeys.paymentJourneys);
  removeStored('local', storageKeys.prepaidJourneys);
  forgetPaidClaimJourneys(paid);

  const set = readStored('local', storageKeys.journeys);
  if (paid.size > 0 && isRecord(set) && Array.isArray(set.journeys)) {
    writeStored('local', storageKeys.journeys, {
      ...set,
      journeys: set.journeys.filter((journey) => {
        const id = idOf(journey);
        return id === null || !paid.has(id);
      }),
    });
  }
}
