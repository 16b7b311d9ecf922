import { describe, expect, it } from 'vitest';
import { vehicleTripsOf, type VehicleTripsRow } from './trip-rows.ts';

const trip: VehicleTripsRow = {
  vehicle_type: 'VP',
  energy: 'GO',
  id: 7,
  in_gate: '33',
  out_gate: null,
  first_passage_at: '2026-03-02 09:00:00.123+01',
  vehicle_class: 1,
  status: 'EN_COURS',
  completed: false,
  nature: 'freeFlow',
  ht_cents: 183,
  tva_cents: 37,
  ttc_cents: 220,
  tva_rate: 20,
  already_paid_cents: 0,
  dunning: { stage: 'due', deadline: '2026-03-05T08:10:00.000Z' },
  pv_number: null,
  ticket_number: null,
  cnp_number: 'CNP-1',
  case_origin: null,
};

/** The row of a full join side that is missing: all its columns null. */
const noTrip = { ...trip, id: null } as VehicleTripsRow;

describe('vehicleTripsOf', () => {
  it('reads the registry entry and each trip, its date from PostgreSQL text in any offset', () => {
    const second = { ...trip, id: 8, first_passage_at: '2026-03-03 08:00:00+00' };
    expect(vehicleTripsOf([trip, second])).toEqual({
      vehicleInformation: { type: 'VP', energy: 'GO' },
      journeys: [
        {
          id: 7,
          inGate: '33',
          outGate: null,
          firstPassageAt: new Date('2026-03-02T08:00:00.123Z'),
          vehicleClass: 1,
          status: 'EN_COURS',
          completed: false,
          nature: 'freeFlow',
          htCents: 183,
          tvaCents: 37,
          ttcCents: 220,
          tvaRate: 20,
          alreadyPaidCents: 0,
          dunning: { stage: 'due', deadline: '2026-03-05T08:10:00.000Z' },
          pvNumber: null,
          ticketNumber: null,
          cnpNumber: 'CNP-1',
          caseOrigin: null,
        },
        expect.objectContaining({ id: 8, firstPassageAt: new Date('2026-03-03T08:00:00.000Z') }),
      ],
    });
  });

  it('answers a registry entry without trips, trips without an entry, and nothing', () => {
    expect(vehicleTripsOf([noTrip])).toEqual({
      vehicleInformation: { type: 'VP', energy: 'GO' },
      journeys: [],
    });
    const unregistered = vehicleTripsOf([{ ...trip, vehicle_type: null, energy: null }]);
    expect(unregistered.vehicleInformation).toBeNull();
    expect(unregistered.journeys.map((journey) => journey.id)).toEqual([7]);
    expect(vehicleTripsOf([])).toEqual({ vehicleInformation: null, journeys: [] });
  });
});
