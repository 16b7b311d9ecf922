import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../db/unavailable.ts';
import { createTripReader } from './trip-reader.ts';
import type { VehicleTrips } from './trip-rows.ts';
import type { ReadTrips, TripRead } from './trips-statement.ts';

const read = (plate: string): TripRead => ({
  whitelabelId: 1,
  vehicle: { plate, countryCode: 'FR' },
});

/** An answer that names the plate it was read for (in the registry's type). */
const answerOf = ({ vehicle }: TripRead): VehicleTrips => ({
  vehicleInformation: { type: vehicle.plate, energy: 'GO' },
  journeys: [],
});

/** A statement that records the groups it is asked, and answers when the test releases it. */
function fakeStatement(
  refuse: (read: TripRead) => boolean = () => false,
  failure: () => Error = () => new Error('refused'),
) {
  const groups: string[][] = [];
  const waiting: (() => void)[] = [];
  const readTrips: ReadTrips = (reads) => {
    groups.push(reads.map((one) => one.vehicle.plate));
    return new Promise((resolve, reject) => {
      waiting.push(() => (reads.some(refuse) ? reject(failure()) : resolve(reads.map(answerOf))));
    });
  };
  const releaseAll = () => waiting.splice(0).forEach((release) => release());
  return { readTrips, groups, releaseAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createTripReader', () => {
  it('reads the lookups of one turn in one statement, each getting its own answer', async () => {
    const statement = fakeStatement();
    const reader = createTripReader(statement.readTrips);
    const answers = Promise.all(['A', 'B', 'C'].map((plate) => reader(read(plate))));
    await nextTurn();
    statement.releaseAll();
    expect((await answers).map((answer) => answer.vehicleInformation?.type)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(statement.groups).toEqual([['A', 'B', 'C']]);
  });

  it('groups what arrives while statements are in flight, at most maxInFlight at once', async () => {
    const statement = fakeStatement();
    const reader = createTripReader(statement.readTrips, { maxInFlight: 1 });
    const first = reader(read('A'));
    await nextTurn();
    const later = Promise.all([reader(read('B')), reader(read('C'))]);
    await nextTurn();
    expect(statement.groups).toEqual([['A']]);
    statement.releaseAll();
    await first;
    // The freed slot takes the queued reads on a later turn.
    await nextTurn();
    await nextTurn();
    statement.releaseAll();
    await later;
    expect(statement.groups).toEqual([['A'], ['B', 'C']]);
  });

  it('splits a long queue into groups of maxGroup', async () => {
    const statement = fakeStatement();
    const reader = createTripReader(statement.readTrips, { maxGroup: 2 });
    const answers = Promise.all(['A', 'B', 'C'].map((plate) => reader(read(plate))));
    await nextTurn();
    statement.releaseAll();
    await answers;
    expect(statement.groups).toEqual([['A', 'B'], ['C']]);
  });

  it('reads a failed group again one by one, so only the refused read fails', async () => {
    const statement = fakeStatement((one) => one.vehicle.plate === 'BAD');
    const reader = createTripReader(statement.readTrips);
    const good = reader(read('A'));
    const bad = reader(read('BAD'));
    await nextTurn();
    statement.releaseAll();
    await nextTurn();
    statement.releaseAll();
    await expect(bad).rejects.toThrow('refused');
    expect((await good).vehicleInformation?.type).toBe('A');
    expect(statement.groups).toEqual([['A', 'BAD'], ['A'], ['BAD']]);
  });

  it('fails a whole group at once when the database is unavailable', async () => {
    const statement = fakeStatement(
      () => true,
      () => new DatabaseUnavailableError('down'),
    );
    const reader = createTripReader(statement.readTrips);
    const answers = ['A', 'B'].map((plate) => reader(read(plate)));
    await nextTurn();
    statement.releaseAll();
    for (const answer of answers) await expect(answer).rejects.toThrow('down');
    expect(statement.groups).toEqual([['A', 'B']]);
  });
});
