import type { StaffAction, SupportJourney } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import {
  findJourneySettings,
  type JourneyRow,
  lockPlates,
  type NewJourneyRow,
  updateJourney,
} from '../journeys/repository.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import { presentSupportJourney } from './presenter.ts';
import { findTenantJourney, lockTenantJourney } from './repository.ts';
import { auditBy, type SupportActionsDeps } from './support-context.ts';

/** What an action changes on one trip, decided on the row read under its locks (or a refusal). */
export type JourneyChangeOf = (
  row: JourneyRow,
  now: Date,
  settings: JourneySettings,
) => Partial<NewJourneyRow>;

/**
 * One support action on one trip of the person's white-label: locked as a rebuild locks (the
 * plate, then the row, read again under the locks since a rebuild may have merged it away or a
 * payment settled it), changed as `changeOf` decides (it throws its refusal), and written with
 * its audit event (the trip before and after) in the same transaction.
 */
export async function changeJourney(
  { db, clock }: SupportActionsDeps,
  actor: StaffActor,
  journeyId: number,
  action: StaffAction,
  reason: string,
  changeOf: JourneyChangeOf,
): Promise<SupportJourney> {
  const now = clock();
  const { whitelabelId } = actor;
  const { settings } = await findJourneySettings(db, whitelabelId);
  const found = await findTenantJourney(db, whitelabelId, journeyId);
  if (!found) throw new AppError(404, 'journey_not_found');
  return db.transaction(async (tx) => {
    await lockPlates(tx, whitelabelId, [found]);
    const row = await lockTenantJourney(tx, whitelabelId, journeyId);
    if (!row) throw new AppError(404, 'journey_not_found');
    const changes = changeOf(row, now, settings);
    await updateJourney(tx, row.id, changes);
    const before = presentSupportJourney(row, now, settings);
    const after = presentSupportJourney({ ...row, ...changes }, now, settings);
    await recordAuditEvent(
      tx,
      auditBy(actor, {
        action,
        target: { type: 'journey', id: String(row.id) },
        reason,
        before,
        after,
      }),
    );
    return after;
  });
}
