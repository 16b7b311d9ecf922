import { a79Gantries } from '../../db/seed/demo-road.ts';
import type { Passage } from './passage.ts';
import type { RoadLayout } from './road-layout.ts';

/** Test data only: the seeded A79 and passages of one car unless a test says otherwise. */
export const a79Road: RoadLayout = { gantries: a79Gantries };

/** A Tuesday in March 2026, 08:00 in Paris. */
export const morning = new Date('2026-03-10T07:00:00.000Z');

/** The instant `minutes` after `morning`. */
export function minutesAfter(minutes: number, from: Date = morning): Date {
  return new Date(from.getTime() + minutes * 60_000);
}

export function passage(
  fields: Pick<Passage, 'passageId' | 'gantry' | 'at'> & Partial<Passage>,
): Passage {
  return {
    direction: 'east',
    plate: 'AB123CD',
    countryCode: 'FR',
    vehicleClass: 1,
    emission: null,
    tagPaid: false,
    ...fields,
  };
}

/** Passages of one car driving through the given gantries, `minutesApart` apart from `start`. */
export function trip(
  idPrefix: string,
  gantries: readonly string[],
  fields: Partial<Passage> & { start?: Date; minutesApart?: number } = {},
): Passage[] {
  const { start = morning, minutesApart = 10, ...rest } = fields;
  return gantries.map((gantry, index) =>
    passage({
      ...rest,
      passageId: `${idPrefix}${index + 1}`,
      gantry,
      at: minutesAfter(index * minutesApart, start),
    }),
  );
}
