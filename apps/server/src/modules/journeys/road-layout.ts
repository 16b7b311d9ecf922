import type { Direction } from './passage.ts';

/** A gantry between two consecutive (normalised) gates. */
export interface RoadGantry {
  code: string;
  pairCode: string;
  westGate: string;
  eastGate: string;
}

/** A road's gantries in west-to-east order (the seed's and the table's `position` order). */
export interface RoadLayout {
  gantries: readonly RoadGantry[];
}

/** Thrown for a gantry or gate code the road does not have. */
export class UnknownRoadPointError extends Error {
  override name = 'UnknownRoadPointError';

  readonly kind: 'gantry' | 'gate';
  readonly code: string;

  constructor(kind: 'gantry' | 'gate', code: string) {
    super(`unknown ${kind} ${code}`);
    this.kind = kind;
    this.code = code;
  }
}

/** Position of a gantry from the west end (0). */
export function gantryIndex(road: RoadLayout, code: string): number {
  const index = road.gantries.findIndex((gantry) => gantry.code === code);
  if (index < 0) throw new UnknownRoadPointError('gantry', code);
  return index;
}

function gantryAt(road: RoadLayout, index: number): RoadGantry {
  const gantry = road.gantries[index];
  if (!gantry) throw new RangeError(`no gantry at position ${index}`);
  return gantry;
}

/** The gate a vehicle leaves behind when it crosses the gantry in this direction. */
export function gateBefore(road: RoadLayout, code: string, direction: Direction): string {
  const gantry = gantryAt(road, gantryIndex(road, code));
  return direction === 'east' ? gantry.westGate : gantry.eastGate;
}

/** The gate a vehicle reaches next after crossing the gantry in this direction. */
export function gateAfter(road: RoadLayout, code: string, direction: Direction): string {
  const gantry = gantryAt(road, gantryIndex(road, code));
  return direction === 'east' ? gantry.eastGate : gantry.westGate;
}

/** The last gantry in this direction: past it the road ends, so a trip through it is over. */
export function isRoadEnd(road: RoadLayout, code: string, direction: Direction): boolean {
  const index = gantryIndex(road, code);
  return direction === 'east' ? index === road.gantries.length - 1 : index === 0;
}

/**
 * How far along the direction of travel a gantry is: increases as the vehicle drives on, so
 * "beyond" compares the same way both ways.
 */
export function progressOf(road: RoadLayout, code: string, direction: Direction): number {
  const index = gantryIndex(road, code);
  return direction === 'east' ? index : road.gantries.length - 1 - index;
}

/** The gates west to east: the west gate of the first gantry, then each gantry's east gate. */
export function gatesOf(road: RoadLayout): string[] {
  const first = road.gantries[0];
  return first ? [first.westGate, ...road.gantries.map((gantry) => gantry.eastGate)] : [];
}
