import { normaliseGate } from '@portico/contract';
import type { Direction } from '../journeys/passage.ts';
import { gatesOf, type RoadLayout } from '../journeys/road-layout.ts';

export interface PrepaidRoute {
  direction: Direction;
  /** The gate codes as the road stores them (normalised). */
  inGate: string;
  outGate: string;
  /** The gantries crossed from entry to exit, in the order of travel. */
  gantries: string[];
}

/**
 * The gantries a trip from one gate to another crosses (a prepaid trip has no passages yet, so its
 * price comes from its route): gate codes are normalised first (spec 001 section 5: 25-28 and 30-32
 * count as one, RN79 is 23, A71 is 34). Null when a gate is not on the road, or entry and exit are
 * the same gate (spec: price 0, nothing to buy).
 */
export function prepaidRoute(
  road: RoadLayout,
  inCode: string,
  outCode: string,
): PrepaidRoute | null {
  const inGate = normaliseGate(inCode) ?? inCode;
  const outGate = normaliseGate(outCode) ?? outCode;
  const gates = gatesOf(road);
  const from = gates.indexOf(inGate);
  const to = gates.indexOf(outGate);
  if (from < 0 || to < 0 || from === to) return null;
  const direction: Direction = to > from ? 'east' : 'west';
  // Gantry i sits between gates i and i + 1 (gatesOf's order).
  const [low, high] = direction === 'east' ? [from, to] : [to, from];
  const crossed = road.gantries.slice(low, high).map((gantry) => gantry.code);
  return {
    direction,
    inGate,
    outGate,
    gantries: direction === 'east' ? crossed : crossed.reverse(),
  };
}
