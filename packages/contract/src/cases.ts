import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { storableCentsSchema, plainTextSchema } from './ingestion-limits.ts';
import { dateTimeSchema } from './journeys/journey.ts';
import { vehicleClassSchema } from './journeys/vocabulary-schemas.ts';
import { plateSchema } from './passages.ts';

/**
 * Case import (notes/domain.md section 2): the back office posts the cases other systems opened,
 * a non-payment finding (CNP: nature nonPaymentDeclaration, paymentLimit INFRACTION, ticketNumber)
 * or an IRIS late-payment case (nature latePayment, paymentLimit IRIS, caseOrigin IRIS), with the
 * white-label's API key, to POST /services/v1/cases. Like passages: batches, idempotent by case
 * number, each case accepted or rejected on its own.
 */
export const maxCasesPerBatch = 1000;

export const caseKinds = ['CNP', 'IRIS'] as const;

export const importedCaseSchema = z.object({
  kind: z.enum(caseKinds),
  /** The ticketNumber of a CNP, the pvNumber of an IRIS case; unique per white-label. */
  caseNumber: plainTextSchema(3, 40),
  plate: plateSchema,
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /**
   * When the trip happened. Like caseDate: from 2000-01-01 to the server's clock plus a tolerance
   * (ingestion-limits.ts; the server checks it, since it depends on the time).
   */
  date: dateTimeSchema,
  /** Gate codes of the road (contract gates.ts), e.g. 25-28. */
  inGate: plainTextSchema(1, 20),
  outGate: plainTextSchema(1, 20),
  vehicleClass: vehicleClassSchema,
  /** CNP: the finding date its ladder counts from. IRIS: the notice date. */
  caseDate: dateTimeSchema,
  /** IRIS cases arrive with their indemnity (cents, at most the database's integer); a CNP's follows the ladder. */
  indemnityCents: storableCentsSchema.default(0),
  /** The other system's CNP number, kept for display. */
  cnpNumber: plainTextSchema(0, 40).nullable().default(null),
});
export type ImportedCase = z.infer<typeof importedCaseSchema>;

/** Why one case of a batch was refused (a case number already used by another trip: case_conflict). */
export const caseRejectionCodes = [
  'invalid_case',
  'invalid_number_plate',
  'invalid_country_code',
  'unknown_gate',
  'case_conflict',
] as const satisfies readonly ErrorCode[];

export const caseRejectionSchema = z.object({
  /** Position of the case in the request's `cases` array. */
  index: z.number().int().nonnegative(),
  caseNumber: z.string().nullable(),
  code: z.enum(caseRejectionCodes),
  /** The first field at fault, or null for the whole case. */
  field: z.string().nullable(),
});

/** POST /cases body: items checked one by one, like passages; more than the maximum: case_batch_too_large. */
export const caseBatchRequestSchema = z.object({ cases: z.array(z.unknown()) });

export const caseImportResponseSchema = z.object({
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.array(caseRejectionSchema),
});
