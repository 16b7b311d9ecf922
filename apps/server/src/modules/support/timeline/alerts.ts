import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { alertSubscriptions } from '../../../db/schema/index.ts';
import { bounded, type TimelineVehicle } from './vehicle.ts';

/** Who asked for the vehicle's passage alerts, in any state (alert_subscriptions_plate_idx). */
export async function timelineAlerts(db: Database, vehicle: TimelineVehicle, max: number) {
  const rows = await db
    .select({
      id: alertSubscriptions.id,
      email: alertSubscriptions.email,
      state: alertSubscriptions.state,
      endReason: alertSubscriptions.endReason,
      createdAt: alertSubscriptions.createdAt,
      confirmedAt: alertSubscriptions.confirmedAt,
      endedAt: alertSubscriptions.endedAt,
    })
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.whitelabelId, vehicle.whitelabelId),
        eq(alertSubscriptions.plate, vehicle.plate),
        eq(alertSubscriptions.countryCode, vehicle.country),
      ),
    )
    .orderBy(desc(alertSubscriptions.createdAt), desc(alertSubscriptions.id))
    .limit(max + 1);
  return bounded(rows, max);
}

export type TimelineAlertRow = Awaited<ReturnType<typeof timelineAlerts>>['rows'][number];
