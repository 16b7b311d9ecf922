import { z } from 'zod';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage.ts';

const paidSelectionSchema = z.array(z.object({ id: z.string() }));
const storedSetSchema = z.looseObject({ journeys: z.array(z.looseObject({ id: z.string() })) });

/**
 * After a SUCCEED or DUPLICATED payment the paid trips leave the client's lists: the selection the
 * payment page paid (`payment/journeys`, read before it goes), the prepaid list, and those trips
 * in the stored lookup set (`journeys`). The rest of the set stays as stored.
 */
export function forgetPaidJourneys(): void {
  const selection = paidSelectionSchema.safeParse(readStored('local', storageKeys.paymentJourneys));
  const paid = new Set(selection.success ? selection.data.map((journey) => journey.id) : []);
  removeStored('local', storageKeys.paymentJourneys);
  removeStored('local', storageKeys.prepaidJourneys);

  const set = storedSetSchema.safeParse(readStored('local', storageKeys.journeys));
  if (set.success && paid.size > 0) {
    writeStored('local', storageKeys.journeys, {
      ...set.data,
      journeys: set.data.journeys.filter((journey) => !paid.has(journey.id)),
    });
  }
}
