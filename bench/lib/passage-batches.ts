import type { PassageInput } from '@portico/contract';
import { a79Gantries } from '../../apps/server/src/db/seed/demo-road.ts';
import { randomInt, seededRandom, weighted } from './random.ts';

export interface BatchOptions {
  /** How many batches to make. */
  batches: number;
  /** Passages per batch (the roadside sends up to 1,000). */
  batchSize: number;
  /** Distinct vehicles the trips are drawn from: fewer means more plates with several trips. */
  plates: number;
  /** Prefix of the passage ids, unique per run so a run against an old database stores anew. */
  runId: string;
  seed?: number;
}

type VehicleClass = PassageInput['vehicleClass'];
type Emission = PassageInput['emission'];

const gantryCodes = a79Gantries.map((gantry) => gantry.code);
const minute = 60_000;

/**
 * Realistic roadside batches: whole trips (one to six consecutive gantries in the order of travel,
 * a few minutes apart) of vehicles drawn from a pool, mostly French cars, some trucks, a tenth paid
 * by tag, emission mostly unknown. Trips start within the last two days, so some are still ongoing
 * and many plates already have journeys that the rebuild has to read and merge.
 */
export function makePassageBatches(options: BatchOptions): PassageInput[][] {
  const random = seededRandom(options.seed ?? 42);
  const total = options.batches * options.batchSize;
  const passages: PassageInput[] = [];
  const now = Date.now();
  let next = 0;
  while (passages.length < total) {
    const vehicle = randomInt(random, 0, options.plates - 1);
    const vehicleClass = classOf(vehicle);
    const direction = random() < 0.5 ? 'east' : 'west';
    const length = weighted(random, [
      [1, 2],
      [2, 3],
      [3, 2],
      [4, 1],
      [6, 2],
    ] as const);
    const first = randomInt(random, 0, gantryCodes.length - length);
    const crossed = gantryCodes.slice(first, first + length);
    if (direction === 'west') crossed.reverse();
    const tagPaid = random() < 0.1;
    const emission = emissionOf(random, vehicleClass);
    let at = now - randomInt(random, 10 * minute, 48 * 60 * minute);
    for (const gantry of crossed) {
      passages.push({
        passageId: `${options.runId}-${next++}`,
        gantry,
        direction,
        plate: plateOf(vehicle),
        countryCode: vehicle % 10 === 0 ? 'DE' : 'FR',
        vehicleClass,
        emission,
        at: new Date(at).toISOString(),
        tagPaid,
      });
      at += randomInt(random, 2, 9) * minute;
    }
  }
  const batches: PassageInput[][] = [];
  for (let start = 0; start < total; start += options.batchSize) {
    batches.push(passages.slice(start, start + options.batchSize));
  }
  return batches;
}

/** Bench plates look like French ones: BI-123-45 style, unique per vehicle number. */
function plateOf(vehicle: number): string {
  return `BI${String(vehicle).padStart(7, '0')}`;
}

function classOf(vehicle: number): VehicleClass {
  const bucket = vehicle % 100;
  if (bucket < 85) return 1;
  if (bucket < 92) return 2;
  if (bucket < 96) return 4;
  if (bucket < 98) return 3;
  return 5;
}

function emissionOf(random: () => number, vehicleClass: VehicleClass): Emission {
  if (random() < 0.7) return null;
  if (vehicleClass === 3 || vehicleClass === 4) {
    return weighted(random, [
      ['euro0_3', 1],
      ['euro4', 1],
      ['euro5', 2],
      ['euro6_7', 4],
    ] as const);
  }
  return random() < 0.2 ? 'low_emission' : 'standard';
}
