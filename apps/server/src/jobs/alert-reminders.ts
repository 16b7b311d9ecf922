import type { Database } from '../db/database.ts';
import {
  deadlineCandidates,
  deliverAlerts,
  endPastRentals,
  findTenantsWithSubscriptions,
} from '../modules/alerts/delivery-repository.ts';
import { findJourneySettings } from '../modules/journeys/repository.ts';

const hour = 3_600_000;

export interface AlertRemindersJobOptions {
  /** Reminders written per statement. */
  batchSize?: number;
  /** Only this white-label (tests; the scheduler runs every tenant). */
  whitelabelId?: number;
}

export interface AlertRemindersJobResult {
  /** Rental subscriptions ended because their period is over. */
  rentalsEnded: number;
  /** Deadline reminders written to the outbox. */
  reminders: number;
}

/**
 * The deadline reminders (issue 11 item 6): for each tenant with subscriptions whose
 * deadlineReminders setting is on, one e-mail per unpaid completed journey of a subscribed plate
 * whose payment deadline is at most reminderHoursBeforeDeadline hours away and not past. Deadlines
 * are instants (last passage + 72 h), so the reminder is due at deadline - 24 h in absolute time,
 * whatever the clocks of Paris did in between. Safe on several instances and twice in a row: a
 * journey's reminder is recorded in alert_deliveries by the statement that writes its e-mail, and
 * a second instance's insert of the same row does nothing. First, rentals whose period is over are
 * ended (they tell nothing from their end anyway).
 */
export async function runAlertRemindersJob(
  db: Database,
  now: Date,
  { batchSize = 500, whitelabelId }: AlertRemindersJobOptions = {},
): Promise<AlertRemindersJobResult> {
  const rentalsEnded = await endPastRentals(db, now, { whitelabelId });
  let reminders = 0;
  for (const tenantId of await findTenantsWithSubscriptions(db)) {
    if (whitelabelId !== undefined && tenantId !== whitelabelId) continue;
    const { alerts } = (await findJourneySettings(db, tenantId)).settings;
    if (!alerts.deadlineReminders) continue;
    const until = new Date(now.getTime() + alerts.reminderHoursBeforeDeadline * hour);
    // Each statement records what it wrote, so the next one reads other journeys; fewer than a
    // batch means none is left (or another instance is writing them: the next run sees).
    for (let round = 0; round < 1000; round++) {
      const written = await deliverAlerts(
        db,
        'deadline',
        deadlineCandidates(tenantId, now, until, batchSize),
      );
      reminders += written;
      if (written < batchSize) break;
    }
  }
  return { rentalsEnded, reminders };
}
