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
  | 'direction'
>;

/** What the registry says of a plate and its journeys still owed, in date then id order. */
export interface VehicleTrips {
  vehicleInformation: { type: string; energy: string } | null;
  journeys: OwedJourneyRow[];
}

/**
 * One row of the trips statement (trips-statement.ts) as the driver reads it: the read it answers
 * (1-based), the registry's columns (null: no entry), then the journey's (a null id: no trip, the
 * row only carries the registry entry).
 */
export type VehicleTripsRow = [
  read: number,
  vehicleType: string | null,
  energy: string | null,
  id: number | null,
  inGate: OwedJourneyRow['inGate'],
  outGate: OwedJourneyRow['outGate'],
  firstPassageAt: OwedJourneyRow['firstPassageAt'],
  vehicleClass: OwedJourneyRow['vehicleClass'],
  status: OwedJourneyRow['status'],
  completed: OwedJourneyRow['completed'],
  nature: OwedJourneyRow['nature'],
  htCents: OwedJourneyRow['htCents'],
  tvaCents: OwedJourneyRow['tvaCents'],
  ttcCents: OwedJourneyRow['ttcCents'],
  tvaRate: OwedJourneyRow['tvaRate'],
  alreadyPaidCents: OwedJourneyRow['alreadyPaidCents'],
  dunning: OwedJourneyRow['dunning'],
  pvNumber: OwedJourneyRow['pvNumber'],
  ticketNumber: OwedJourneyRow['ticketNumber'],
  cnpNumber: OwedJourneyRow['cnpNumber'],
  caseOrigin: OwedJourneyRow['caseOrigin'],
  direction: OwedJourneyRow['direction'],
];

/**
 * The answer of each of `count` reads from the statement's rows. Mapped by hand rather than by
 * Drizzle's row mapper, which walks every selected field of every row through its column's
 * mapper (about a tenth of a lookup's CPU in the benchmark's profile) for rows this flat.
 */
export function vehicleTripsOf(rows: readonly VehicleTripsRow[], count: number): VehicleTrips[] {
  const answers: VehicleTrips[] = [];
  for (let read = 0; read < count; read += 1) {
    answers.push({ vehicleInformation: null, journeys: [] });
  }
  for (const row of rows) {
    const answer = answers[row[0] - 1];
    if (!answer) throw new Error(`the trips statement answered read ${row[0]} of ${count}`);
    const [, vehicleType, energy, id] = row;
    if (vehicleType !== null && energy !== null) {
      answer.vehicleInformation ??= { type: vehicleType, energy };
    }
    if (id !== null) answer.journeys.push(journeyOf(row, id));
  }
  return answers;
}

function journeyOf(row: VehicleTripsRow, id: number): OwedJourneyRow {
  return {
    id,
    inGate: row[4],
    outGate: row[5],
    firstPassageAt: row[6],
    vehicleClass: row[7],
    status: row[8],
    completed: row[9],
    nature: row[10],
    htCents: row[11],
    tvaCents: row[12],
    ttcCents: row[13],
    tvaRate: row[14],
    alreadyPaidCents: row[15],
    dunning: row[16],
    pvNumber: row[17],
    ticketNumber: row[18],
    cnpNumber: row[19],
    caseOrigin: row[20],
    direction: row[21],
  };
}
