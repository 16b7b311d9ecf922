/**
 * The gates of the demo road (spec 001 section 9, notes/domain.md section 1), west to east. RN79
 * is gate 23 and A71 gate 34 (the roads they lead to); 25-28 count as one gate, as do 30-32. So
 * there are 7 distinct gates: 34, 33, 30, 29, 25, 24, 23.
 */
export const gateCodes = ['A71', '34', '33', '30-32', '29', '25-28', '24', '23', 'RN79'] as const;
export type GateCode = (typeof gateCodes)[number];

/** The distinct gates, west to east. */
export const normalisedGates = ['34', '33', '30', '29', '25', '24', '23'] as const;
export type NormalisedGate = (typeof normalisedGates)[number];

const normalisation: Record<string, NormalisedGate> = {
  A71: '34',
  '34': '34',
  '33': '33',
  '30-32': '30',
  '30': '30',
  '31': '30',
  '32': '30',
  '29': '29',
  '25-28': '25',
  '25': '25',
  '26': '25',
  '27': '25',
  '28': '25',
  '24': '24',
  '23': '23',
  RN79: '23',
};

/**
 * The distinct gate a code stands for, or null for a code that is not on the road. Besides the
 * spec's codes it accepts the single junction numbers inside 25-28 and 30-32, so it is idempotent
 * (normaliseGate('30') is '30').
 */
export function normaliseGate(code: string): NormalisedGate | null {
  return Object.hasOwn(normalisation, code) ? (normalisation[code] ?? null) : null;
}

/** Spec 001 section 5: the same normalised entry and exit gives price 0. False for unknown codes. */
export function sameNormalisedGate(a: string, b: string): boolean {
  const gate = normaliseGate(a);
  return gate !== null && gate === normaliseGate(b);
}

export type Direction = 'east' | 'west';

const position = (gate: NormalisedGate) => normalisedGates.indexOf(gate);

/**
 * Which way a trip goes: east from 34 towards 23, west the other way. Null when both gates are
 * the same normalised gate (no direction) or either code is not on the road.
 */
export function direction(inGate: string, outGate: string): Direction | null {
  const from = normaliseGate(inGate);
  const to = normaliseGate(outGate);
  if (from === null || to === null || from === to) return null;
  return position(to) > position(from) ? 'east' : 'west';
}

/**
 * The spec's gate codes reachable from a gate going one way: those whose normalised gate lies
 * strictly beyond it (spec 001 section 4: an in-progress trip restricts gates by direction).
 * Empty for an unknown gate.
 */
export function gatesTowards(fromGate: string, towards: Direction): GateCode[] {
  const from = normaliseGate(fromGate);
  if (from === null) return [];
  return gateCodes.filter((code) => direction(fromGate, code) === towards);
}

/** A gate as the portal writes it: its number, and the place it leads to when the road names it. */
export interface NamedGate {
  label: string;
  name?: string | undefined;
}

/**
 * One way to write a gate on every page, e-mail and receipt (issue 26 item 6): the place first,
 * as drivers know it and as the home text writes it, then the number on the signs:
 * "Deux-Chaises (34)". A gate without a name stays its number.
 */
export function gateText(gate: NamedGate): string {
  return gate.name ? `${gate.name} (${gate.label})` : gate.label;
}
