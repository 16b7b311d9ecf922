import type { ErrorCode } from '../errors.ts';
import { isPlateCountry } from '../plate-countries.ts';
import { normalisePlate } from '../plates.ts';

/** What a lookup searches for, once its query is checked. */
export type LookupTarget =
  { kind: 'plate'; plate: string; countryCode: string } | { kind: 'case'; caseNumber: string };

/**
 * A case number as stored: trimmed, upper case, with the groups a driver may type with spaces
 * joined by dashes as printed on the notice ("a79 2026 000001" -> "A79-2026-000001").
 */
export function normaliseCaseNumber(raw: string): string | null {
  const value = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]*-[\s-]*|\s+/g, '-');
  return /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(value) ? value : null;
}

/**
 * The target of a lookup query, or the catalogue's code for what is wrong with it. A case number
 * wins over a plate (the form sends one or the other). Shared by the server and the form, so the
 * form says the same thing the server would before calling it.
 */
export function lookupTarget(query: {
  plate?: string | undefined;
  country?: string | undefined;
  caseNumber?: string | undefined;
}): { ok: true; target: LookupTarget } | { ok: false; code: ErrorCode } {
  const caseNumber = query.caseNumber?.trim();
  if (caseNumber) {
    const normalised = normaliseCaseNumber(caseNumber);
    return normalised
      ? { ok: true, target: { kind: 'case', caseNumber: normalised } }
      : { ok: false, code: 'immatriculation_not_found' };
  }
  const rawPlate = query.plate?.trim();
  if (!rawPlate) return { ok: false, code: 'number_plate_mandatory' };
  const country = query.country?.trim().toUpperCase();
  if (!country) return { ok: false, code: 'country_code_mandatory' };
  if (!isPlateCountry(country)) return { ok: false, code: 'invalid_country_code' };
  const plate = normalisePlate(rawPlate);
  if (!plate) return { ok: false, code: 'invalid_number_plate' };
  return { ok: true, target: { kind: 'plate', plate, countryCode: country } };
}
