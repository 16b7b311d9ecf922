import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { journeys } from '../../../db/schema/index.ts';
import { bounded, type TimelineVehicle } from './vehicle.ts';

/** The vehicle's trips with where they stand: price, deadline, notice, payment. */
export async function timelineTrips(db: Database, vehicle: TimelineVehicle, max: number) {
  const rows = await db
    .select({
      id: journeys.id,
      direction: journeys.direction,
      inGate: journeys.inGate,
      outGate: journeys.outGate,
      firstPassageAt: journeys.firstPassageAt,
      lastPassageAt: journeys.lastPassageAt,
      vehicleClass: journeys.vehicleClass,
      status: journeys.status,
      nature: journeys.nature,
      dunningKind: journeys.dunningKind,
      paymentLimit: journeys.paymentLimit,
      tagPaidOnly: journeys.tagPaidOnly,
      ttcCents: journeys.ttcCents,
      pricingError: journeys.pricingError,
      indemnityCents: journeys.indemnityCents,
      alreadyPaidCents: journeys.alreadyPaidCents,
      deadline: journeys.deadline,
      pvNumber: journeys.pvNumber,
      noticeDate: journeys.noticeDate,
      ticketNumber: journeys.ticketNumber,
      paidAt: journeys.paidAt,
      paymentId: journeys.paymentId,
    })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, vehicle.whitelabelId),
        eq(journeys.plate, vehicle.plate),
        eq(journeys.countryCode, vehicle.country),
      ),
    )
    .orderBy(desc(journeys.firstPassageAt), desc(journeys.id))
    .limit(max + 1);
  return bounded(rows, max);
}

export type TimelineTripRow = Awaited<ReturnType<typeof timelineTrips>>['rows'][number];
