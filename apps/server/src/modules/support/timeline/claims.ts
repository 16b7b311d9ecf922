import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { journeys, protestJourneys, protests } from '../../../db/schema/index.ts';
import { bounded, type TimelineVehicle } from './vehicle.ts';

/**
 * The claims filed on the vehicle's trips, decided ones too: a claim names trips, not a plate,
 * so it is found from the trips (protest_journeys_journey_idx, migration 0027).
 */
export async function timelineClaims(db: Database, vehicle: TimelineVehicle, max: number) {
  const rows = await db
    .selectDistinct({
      id: protests.id,
      reference: protests.reference,
      type: protests.type,
      reasonCode: protests.reasonCode,
      status: protests.status,
      email: protests.email,
      createdAt: protests.createdAt,
      decidedAt: protests.decidedAt,
    })
    .from(journeys)
    .innerJoin(protestJourneys, eq(protestJourneys.journeyId, journeys.id))
    .innerJoin(protests, eq(protests.id, protestJourneys.protestId))
    .where(
      and(
        eq(journeys.whitelabelId, vehicle.whitelabelId),
        eq(journeys.plate, vehicle.plate),
        eq(journeys.countryCode, vehicle.country),
      ),
    )
    .orderBy(desc(protests.createdAt), desc(protests.id))
    .limit(max + 1);
  return bounded(rows, max);
}

/** The trips each of these claims contests. */
export async function claimTripsOf(db: Database, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select({ claimId: protestJourneys.protestId, tripId: protestJourneys.journeyId })
    .from(protestJourneys)
    .where(inArray(protestJourneys.protestId, [...claimIds]))
    .orderBy(protestJourneys.protestId, protestJourneys.journeyId);
}

export type TimelineClaimRow = Awaited<ReturnType<typeof timelineClaims>>['rows'][number];
export type ClaimTripRow = Awaited<ReturnType<typeof claimTripsOf>>[number];
