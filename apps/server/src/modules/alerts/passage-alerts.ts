import type { Queryable } from '../journeys/repository.ts';
import { plateKey } from '../journeys/repository.ts';
import type { RebuiltJourneys, WrittenJourney } from '../journeys/service.ts';
import { deliverAlerts, findSubscribedPlates, passageCandidates } from './delivery-repository.ts';

/**
 * The passage e-mail (issue 11 item 5), written in the transaction that builds and prices the
 * journeys (the journeys service's afterRebuild): one per journey, once it is completed and
 * priced, owed and not paid; never for a journey paid entirely by tag (it owes nothing) nor one
 * whose price is missing (it is told once a later rebuild prices it). Only the rows this rebuild
 * wrote are looked at: a journey becomes completed or priced in a rebuild that changes its row, and
 * a replay that changes nothing costs nothing here. Most plates have no subscription: one index
 * probe per plate tells which do, and only their journeys go further.
 * Answers the number of e-mails written.
 */
export async function tellRebuiltJourneys(
  tx: Queryable,
  { whitelabelId, settings, written, now }: RebuiltJourneys,
): Promise<number> {
  if (!settings.alerts.passageEmails) return 0;
  const owed = written.filter(isToldJourney);
  if (owed.length === 0) return 0;
  const subscribed = await findSubscribedPlates(tx, whitelabelId, uniquePlates(owed));
  if (subscribed.size === 0) return 0;
  const told = owed.filter((row) => subscribed.has(plateKey(row)));
  return deliverAlerts(
    tx,
    'passage',
    passageCandidates(
      told.map((row) => ({
        id: row.id,
        whitelabelId,
        plate: row.plate,
        countryCode: row.countryCode,
        firstPassageAt: row.firstPassageAt,
      })),
      now,
    ),
  );
}

/** Completed and owed (priced, not all paid by tag, not paid): the dunning stage due says it all. */
function isToldJourney(row: WrittenJourney): boolean {
  return row.completed && row.dunningKind === 'due';
}

function uniquePlates(rows: readonly WrittenJourney[]) {
  const byKey = new Map(rows.map((row) => [plateKey(row), row]));
  return [...byKey.values()].map((row) => ({ plate: row.plate, countryCode: row.countryCode }));
}
