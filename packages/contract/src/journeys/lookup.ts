import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { normalisePlate } from '../passages.ts';
import { isPlateCountry } from '../plate-countries.ts';
import { textSchema } from '../text.ts';
import { dateTimeSchema, journeySetSchema, journeySummariesSchema } from './journey.ts';

/**
 * The public trip lookups, GET /services/v1/journeys and /detailedJourneys (spec 000 and 001
 * section 7): by plate + country, or by a case number (a notice's pvNumber or a non-payment
 * declaration's ticketNumber). The query carries the spec's parameter names. Either a solved
 * captcha (captchaToken) or the sessionId of an earlier lookup of the same plate or case is
 * needed; a lookup never answers anything about a plate beyond its trips.
 */

/** Query strings carry booleans as text. */
const queryBoolean = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const journeyLookupQuerySchema = z.object({
  captchaToken: textSchema().max(4000).optional(),
  /** The plate's country: checked by lookupTarget so the answer is the spec's code. */
  country: textSchema().max(10).optional(),
  plate: textSchema().max(64).optional(),
  caseNumber: textSchema().max(64).optional(),
  /** An earlier lookup's session (same plate or case): stands for the captcha. */
  sessionId: textSchema().max(200).optional(),
  /** Only trips whose date is within [startTime, endTime] (rental periods). */
  startTime: dateTimeSchema.optional(),
  endTime: dateTimeSchema.optional(),
  /** Only notices and non-payment declarations (the paymentNotice screen). */
  onlyCNPorLatePayment: queryBoolean,
  companyCode: textSchema().max(50).optional(),
});
export type JourneyLookupQuery = z.infer<typeof journeyLookupQuerySchema>;

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

/** GET /detailedJourneys answers the journey set (type detailed). */
export const detailedJourneysResponseSchema = journeySetSchema;

/** GET /journeys answers the set as a summary (type resume): the same trips plus the category sums. */
export const journeysResumeResponseSchema = journeySetSchema.extend({
  summaries: journeySummariesSchema,
});
export type JourneysResumeResponse = z.infer<typeof journeysResumeResponseSchema>;
