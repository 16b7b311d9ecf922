import type { journeys } from '../../db/schema/index.ts';

/** A journey row as the lookups present it: only what a journey of the API needs. */
export type OwedJourneyRow = Pick<
  typeof journeys.$inferSelect,
  | 'id'
  | 'inGate'
  | 'outGate'
  | 'firstPassageAt'
  | 'vehicleClass'
  | 'status'
  | 'completed'
  | 'nature'
  | 'htCents'
  | 'tvaCents'
  | 'ttcCents'
  | 'tvaRate'
  | 'alreadyPaidCents'
  | 'dunning'
  | 'pvNumber'
  | 'ticketNumber'
  | 'cnpNumber'
  | 'caseOrigin'
>;

/**
 * One row of the lookup statement (repository.ts prepareLookupQueries) as both drivers read it
 * unmapped: keyed by column name, integers and booleans as such, jsonb parsed, timestamps as the
 * text PostgreSQL sends ('2026-03-02 08:00:00.123+00'). The full join nulls the registry's columns
 * (no registry entry) or the journey's (no trip: a null id, the other journey columns unread).
 */
export interface VehicleTripsRow {
  vehicle_type: string | null;
  energy: string | null;
  id: number | null;
  in_gate: string;
  out_gate: string | null;
  first_passage_at: string;
  vehicle_class: OwedJourneyRow['vehicleClass'];
  status: OwedJourneyRow['status'];
  completed: boolean;
  nature: OwedJourneyRow['nature'];
  ht_cents: number | null;
  tva_cents: number | null;
  ttc_cents: number | null;
  tva_rate: number | null;
  already_paid_cents: number;
  dunning: OwedJourneyRow['dunning'];
  pv_number: string | null;
  ticket_number: string | null;
  cnp_number: string | null;
  case_origin: OwedJourneyRow['caseOrigin'];
}

export interface VehicleTrips {
  vehicleInformation: { type: string; energy: string } | null;
  journeys: OwedJourneyRow[];
}

/**
 * The registry entry and the owed journeys of the statement's rows. Read by hand rather than by
 * Drizzle's row mapper: it walks every selected field of every row through its column's mapper
 * (about a tenth of a lookup's CPU in the benchmark's profile), for rows this flat.
 */
export function vehicleTripsOf(rows: readonly VehicleTripsRow[]): VehicleTrips {
  const first = rows[0];
  const vehicleInformation =
    first && first.vehicle_type !== null && first.energy !== null
      ? { type: first.vehicle_type, energy: first.energy }
      : null;
  const journeys: OwedJourneyRow[] = [];
  for (const row of rows) {
    if (row.id !== null) journeys.push(journeyOf(row, row.id));
  }
  return { vehicleInformation, journeys };
}

function journeyOf(row: VehicleTripsRow, id: number): OwedJourneyRow {
  return {
    id,
    inGate: row.in_gate,
    outGate: row.out_gate,
    firstPassageAt: new Date(row.first_passage_at),
    vehicleClass: row.vehicle_class,
    status: row.status,
    completed: row.completed,
    nature: row.nature,
    htCents: row.ht_cents,
    tvaCents: row.tva_cents,
    ttcCents: row.ttc_cents,
    tvaRate: row.tva_rate,
    alreadyPaidCents: row.already_paid_cents,
    dunning: row.dunning,
    pvNumber: row.pv_number,
    ticketNumber: row.ticket_number,
    cnpNumber: row.cnp_number,
    caseOrigin: row.case_origin,
  };
}
