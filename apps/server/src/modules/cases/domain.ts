import {
  type CaseOrigin,
  type caseRejectionCodes,
  direction,
  type EventTimeWindow,
  type ImportedCase,
  importedCaseSchema,
  isInEventWindow,
  isPlainText,
  isPlateCountry,
  type JourneyNature,
  normaliseCaseNumber,
  normaliseGate,
} from '@portico/contract';
import type { z } from 'zod';
import type { Direction } from '../journeys/passage.ts';
import type { RoadLayout } from '../journeys/road-layout.ts';
import { gatesOf } from '../journeys/road-layout.ts';

/**
 * The pure part of the case import: which items of a batch are good cases, which are refused and
 * why, and which gantries a case's trip crossed.
 */

export type CaseRejectionCode = (typeof caseRejectionCodes)[number];

export interface CaseRejection {
  index: number;
  caseNumber: string | null;
  code: CaseRejectionCode;
  field: string | null;
}

/** A case once checked: number normalised, gates normalised, direction known. */
export interface CheckedCase {
  kind: ImportedCase['kind'];
  caseNumber: string;
  plate: string;
  countryCode: string;
  date: Date;
  inGate: string;
  outGate: string;
  direction: Direction;
  vehicleClass: ImportedCase['vehicleClass'];
  caseDate: Date;
  indemnityCents: number;
  cnpNumber: string | null;
}

/** The journey key of a case: stable, so a replay finds it (`case|<kind>|<caseNumber>`). */
export function caseKey(kind: ImportedCase['kind'], caseNumber: string): string {
  return `case|${kind}|${caseNumber}`;
}

/** What each kind of case becomes on the journey row. */
export const caseShape: Record<
  ImportedCase['kind'],
  { nature: JourneyNature; caseOrigin: CaseOrigin | null }
> = {
  CNP: { nature: 'nonPaymentDeclaration', caseOrigin: null },
  IRIS: { nature: 'latePayment', caseOrigin: 'IRIS' },
};

type CheckResult = { ok: true; case: CheckedCase } | { ok: false; rejection: CaseRejection };

/**
 * Checks one item against the contract's schema, then the rules the schema cannot know: a case
 * number the lookups can find, a plate country, gates of this road that differ, dates inside the
 * window of accepted instants (from 2000 to the server's now plus its tolerance), a case not
 * dated before its trip.
 */
export function checkCase(
  item: unknown,
  index: number,
  roadGates: ReadonlySet<string>,
  window: EventTimeWindow,
): CheckResult {
  const rawNumber = readCaseNumber(item);
  const refuse = (code: CaseRejectionCode, field: string | null): CheckResult => ({
    ok: false,
    rejection: { index, caseNumber: rawNumber, code, field },
  });
  const parsed = importedCaseSchema.safeParse(item);
  if (!parsed.success) return refuse(...rejectionOf(parsed.error));
  const value = parsed.data;
  const caseNumber = normaliseCaseNumber(value.caseNumber);
  if (!caseNumber) return refuse('invalid_case', 'caseNumber');
  if (!isPlateCountry(value.countryCode)) return refuse('invalid_country_code', 'countryCode');
  const inGate = normaliseGate(value.inGate);
  if (!inGate || !roadGates.has(inGate)) return refuse('unknown_gate', 'inGate');
  const outGate = normaliseGate(value.outGate);
  if (!outGate || !roadGates.has(outGate)) return refuse('unknown_gate', 'outGate');
  const way = direction(inGate, outGate);
  // The same gate in and out crossed no gantry: there is no trip to charge.
  if (!way) return refuse('invalid_case', 'outGate');
  const date = new Date(value.date);
  if (!isInEventWindow(date, window)) return refuse('invalid_case', 'date');
  const caseDate = new Date(value.caseDate);
  if (!isInEventWindow(caseDate, window)) return refuse('invalid_case', 'caseDate');
  if (caseDate < date) return refuse('invalid_case', 'caseDate');
  return {
    ok: true,
    case: {
      kind: value.kind,
      caseNumber,
      plate: value.plate,
      countryCode: value.countryCode,
      date,
      inGate,
      outGate,
      direction: way,
      vehicleClass: value.vehicleClass,
      caseDate,
      // A CNP's indemnity follows the ladder; only IRIS cases bring theirs.
      indemnityCents: value.kind === 'IRIS' ? value.indemnityCents : 0,
      cnpNumber: value.cnpNumber,
    },
  };
}

function rejectionOf(error: z.ZodError): [CaseRejectionCode, string | null] {
  const [issue] = error.issues;
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  if (field === 'plate') return ['invalid_number_plate', field];
  if (field === 'countryCode') return ['invalid_country_code', field];
  return ['invalid_case', field];
}

function readCaseNumber(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || !('caseNumber' in item)) return null;
  const { caseNumber } = item;
  if (typeof caseNumber !== 'string') return null;
  // Echoed in the answer only as plain text of a case number's length: never a NUL back.
  const plain = isPlainText(caseNumber) && caseNumber.length <= 40 ? caseNumber : null;
  return normaliseCaseNumber(caseNumber) ?? plain;
}

/** Whether two checked cases carry the same facts (a replay, not a correction). */
export function sameCase(a: CheckedCase, b: CheckedCase): boolean {
  return (
    a.kind === b.kind &&
    a.caseNumber === b.caseNumber &&
    a.plate === b.plate &&
    a.countryCode === b.countryCode &&
    a.date.getTime() === b.date.getTime() &&
    a.inGate === b.inGate &&
    a.outGate === b.outGate &&
    a.vehicleClass === b.vehicleClass &&
    a.caseDate.getTime() === b.caseDate.getTime() &&
    a.indemnityCents === b.indemnityCents &&
    a.cnpNumber === b.cnpNumber
  );
}

/** The normalised gates of a road. */
export function roadGateSet(road: RoadLayout): Set<string> {
  return new Set(gatesOf(road));
}

/**
 * The gantries a trip between two gates of the road crossed, in the order of travel: a gantry
 * sits between two consecutive gates, so east from gate i to gate j crosses gantries i..j-1.
 */
export function gantriesBetween(road: RoadLayout, inGate: string, outGate: string): string[] {
  const gates = gatesOf(road);
  const from = gates.indexOf(inGate);
  const to = gates.indexOf(outGate);
  if (from < 0 || to < 0) return [];
  const codes = road.gantries.map((gantry) => gantry.code);
  return from < to ? codes.slice(from, to) : codes.slice(to, from).reverse();
}
