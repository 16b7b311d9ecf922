import { describe, expect, it } from 'vitest';
import { vehicleTripsOf, type VehicleTripsRow } from './trip-rows.ts';

function row(read: number, id: number | null, registry: [string, string] | null): VehicleTripsRow {
  return [
    read,
    registry?.[0] ?? null,
    registry?.[1] ?? null,
    id,
    '33',
    null,
    new Date('2026-03-02T08:00:00.123Z'),
    1,
    'EN_COURS',
    false,
    'freeFlow',
    183,
    37,
    220,
    20,
    0,
    { stage: 'due', deadline: '2026-03-05T08:10:00.000Z' },
    null,
    null,
    'CNP-1',
    null,
    'west',
  ];
}

describe('vehicleTripsOf', () => {
  it('maps a trip row column by column', () => {
    const [answer] = vehicleTripsOf([row(1, 7, ['VP', 'GO'])], 1);
    expect(answer).toEqual({
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
          direction: 'west',
        },
      ],
    });
  });

  it('gives each read its rows: trips, a registry entry alone, nothing, trips without an entry', () => {
    const answers = vehicleTripsOf(
      [
        row(1, 7, ['VP', 'GO']),
        row(1, 8, ['VP', 'GO']),
        row(2, null, ['CAM', 'GO']),
        row(4, 9, null),
      ],
      4,
    );
    expect(answers.map((answer) => answer.vehicleInformation)).toEqual([
      { type: 'VP', energy: 'GO' },
      { type: 'CAM', energy: 'GO' },
      null,
      null,
    ]);
    expect(answers.map((answer) => answer.journeys.map((journey) => journey.id))).toEqual([
      [7, 8],
      [],
      [],
      [9],
    ]);
  });

  it('refuses a row of a read that was not asked', () => {
    expect(() => vehicleTripsOf([row(3, 7, null)], 2)).toThrow(/read 3 of 2/);
  });
});
