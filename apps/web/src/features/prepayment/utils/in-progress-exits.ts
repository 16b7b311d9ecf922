import {
  direction,
  gateCodes,
  gatesTowards,
  sameNormalisedGate,
  type Direction,
  type Journey,
} from '@portico/contract';
import { roadOrderGates } from '../components/gate-select.tsx';

/**
 * The way an ongoing trip goes, when the browser can tell: from its entry to a known provisional
 * exit, else from an entry at either end of the road (only one way leads on from there). The
 * lookup gives an ongoing trip no exit (`out` null), so a trip entered mid-road has none.
 */
function directionOf(journey: Pick<Journey, 'in' | 'out'>): Direction | null {
  if (journey.out) return direction(journey.in.id, journey.out.id);
  const westEnd = gateCodes[0];
  const eastEnd = gateCodes[gateCodes.length - 1] ?? westEnd;
  if (sameNormalisedGate(journey.in.id, westEnd)) return 'east';
  if (sameNormalisedGate(journey.in.id, eastEnd)) return 'west';
  return null;
}

/**
 * Spec 001 "an in-progress trip restricts gates by direction": the exits an ongoing trip may
 * declare, in road order. With its direction known, the gates beyond its entry that way (and,
 * with a provisional exit, from that gate on: the server refuses an exit behind the vehicle);
 * without it, every gate but the entry's own, and the server's in_progress_journey_not_allowed
 * tells the driver when the exit is behind them.
 */
export function inProgressExits(journey: Pick<Journey, 'in' | 'out'>): string[] {
  const towards = directionOf(journey);
  if (towards === null) {
    return roadOrderGates.filter((gate) => direction(journey.in.id, gate) !== null);
  }
  const from = journey.out?.id ?? journey.in.id;
  const beyond = new Set<string>(gatesTowards(from, towards));
  return roadOrderGates.filter(
    (gate) => beyond.has(gate) || (journey.out !== null && sameNormalisedGate(gate, from)),
  );
}
