import type { VehicleClass } from '@portico/contract';
import type { EmissionTier } from '../road/domain.ts';

/** Which way a vehicle drives along the road, west to east being the gates' order. */
export const directions = ['east', 'west'] as const;
export type Direction = (typeof directions)[number];

/** One read of a vehicle under a gantry, as the roadside system sends it (notes/domain.md 3). */
export interface Passage {
  /** Idempotent: the roadside may send the same passage again. */
  passageId: string;
  /** Gantry code. */
  gantry: string;
  direction: Direction;
  plate: string;
  countryCode: string;
  vehicleClass: VehicleClass;
  /** Null when the roadside does not know it. */
  emission: EmissionTier | null;
  at: Date;
  /** A toll tag paid it: billed by the tag issuer, never due here. */
  tagPaid: boolean;
}

/** The same passage id sent twice with different facts: the roadside's bug, not ours to guess. */
export class ConflictingPassageError extends Error {
  override name = 'ConflictingPassageError';

  readonly passageId: string;

  constructor(passageId: string) {
    super(`passage ${passageId} was sent twice with different data`);
    this.passageId = passageId;
  }
}

/** Same facts: what a replay must carry to count as a duplicate rather than a conflict. */
export function samePassage(a: Passage, b: Passage): boolean {
  return (
    a.passageId === b.passageId &&
    a.gantry === b.gantry &&
    a.direction === b.direction &&
    a.plate === b.plate &&
    a.countryCode === b.countryCode &&
    a.vehicleClass === b.vehicleClass &&
    a.emission === b.emission &&
    a.at.getTime() === b.at.getTime() &&
    a.tagPaid === b.tagPaid
  );
}

/** Each passage once, in time order (ties by id), whatever order and repeats they came in. */
export function canonicalPassages(passages: readonly Passage[]): Passage[] {
  const byId = new Map<string, Passage>();
  for (const passage of passages) {
    const known = byId.get(passage.passageId);
    if (known && !samePassage(known, passage)) throw new ConflictingPassageError(passage.passageId);
    byId.set(passage.passageId, passage);
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      (a.passageId < b.passageId ? -1 : a.passageId > b.passageId ? 1 : 0),
  );
}
