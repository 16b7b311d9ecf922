import {
  direction,
  gateCodes,
  gatesTowards,
  sameNormalisedGate,
  type Direction,
  type Journey,
} from '@portico/contract';
import { roadOrderGates } from '../components/gate-select.tsx';

type OngoingTrip = Pick<Journey, 'in' | 'out'> & Partial<Pick<Journey, 'direction'>>;

/**
 * The way an ongoing trip goes: the lookup's (it knows which way the gantries saw the vehicle
 * go), else from its entry to a known provisional exit, else from an entry at either end of the
 * road (only one way leads on from there); a trip stored before the lookup said it may have none.
 */
function directionOf(journey: OngoingTrip): Direction | null {
  if (journey.direction) return journey.direction;
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
export function inProgressExits(journey: OngoingTrip): string[] {
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
