import { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { type EventTimeWindow, isInEventWindow, plainTextSchema } from './ingestion-limits.ts';
import { vehicleClassSchema } from './journeys/vocabulary-schemas.ts';
import { normalisePlate } from './plates.ts';

/**
 * Passage ingestion (notes/domain.md section 3): the roadside system (cameras, tag readers) posts
 * batches of gantry passages to POST /services/v1/passages with the white-label's API key. Each
 * passage is checked on its own, so one bad read never loses the rest of its batch.
 */

/** At most this many passages per request; more answers passage_batch_too_large. */
export const maxPassagesPerBatch = 1000;

/** Which way the vehicle drives, west to east being the gates' order. */
export const passageDirections = ['east', 'west'] as const;
export const passageDirectionSchema = z.enum(passageDirections);
export type PassageDirection = z.infer<typeof passageDirectionSchema>;

/**
 * Emission tiers the roadside may report: standard / low_emission for classes 1, 2 and 5,
 * a Euro norm group for the heavy classes 3 and 4 (the server checks the pairing).
 */
export const passageEmissionTiers = [
  'standard',
  'low_emission',
  'euro0_3',
  'euro4',
  'euro5',
  'euro6_7',
] as const;
export const passageEmissionTierSchema = z.enum(passageEmissionTiers);

/** A plate as the roadside reads it; parses to its normalised form. */
export const plateSchema = z
  .string()
  .max(64)
  .transform((raw, context) => {
    const plate = normalisePlate(raw);
    if (plate === null) {
      context.addIssue({ code: 'custom', message: 'letters and digits, 2 to 12 of them' });
      return z.NEVER;
    }
    return plate;
  });

/** One passage of a vehicle under a gantry, as the roadside system sends it. */
export const passageSchema = z.object({
  /** Idempotent: sending the same passage again changes nothing. */
  passageId: plainTextSchema(1, 100).describe(
    'Unique per white-label; replays are ignored. No control characters (NUL included).',
  ),
  gantry: plainTextSchema(1, 50).describe(
    'Gantry code of the road, e.g. le-montet-ouest; unknown: unknown_gantry.',
  ),
  direction: passageDirectionSchema,
  plate: plateSchema.describe(
    'Registration number; spaces and dashes are removed and letters upper-cased (2-12 A-Z0-9).',
  ),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('ISO 3166-1 alpha-2 country of the plate, upper case.'),
  vehicleClass: vehicleClassSchema,
  emission: passageEmissionTierSchema
    .nullable()
    .describe('Emission tier when the roadside knows it, else null.'),
  at: z.iso
    .datetime({ offset: true })
    .describe(
      'When the gantry read it: ISO 8601 with offset, from 2000-01-01 to the server\u2019s clock plus a tolerance (PASSAGE_MAX_FUTURE_MIN, default one day); outside: invalid_passage on `at`.',
    ),
  tagPaid: z.boolean().describe('True when a toll tag paid it: stored for audit, never due here.'),
});
/** What the roadside sends for one passage. */
export type PassageInput = z.input<typeof passageSchema>;
/** One passage once checked: plate normalised. */
export type ValidPassage = z.output<typeof passageSchema>;

/**
 * The JSON schema of one passage, for the OpenAPI page only: the request accepts any item, so a bad
 * one is reported in `rejected` instead of failing the whole batch.
 */
function documentedPassage(): Record<string, unknown> {
  const { $schema: _schema, ...schema } = z.toJSONSchema(passageSchema, { io: 'input' });
  return { ...schema, title: 'PassageInput' };
}

/**
 * POST /passages body. Items are checked one by one by the server (not by the request schema), so
 * a bad item is reported in `rejected` while the good ones are kept.
 */
export const passageBatchRequestSchema = z.object({
  passages: z.array(z.unknown().meta(documentedPassage())).meta({
    maxItems: maxPassagesPerBatch,
    description: `Up to ${maxPassagesPerBatch} passages, each checked on its own; more: passage_batch_too_large.`,
  }),
});
export type PassageBatchRequest = z.infer<typeof passageBatchRequestSchema>;

/** Why one passage of a batch was refused. */
export const passageRejectionCodes = [
  'invalid_passage',
  'invalid_number_plate',
  'invalid_country_code',
  'unknown_gantry',
  'passage_conflict',
] as const satisfies readonly ErrorCode[];
export const passageRejectionCodeSchema = z.enum(passageRejectionCodes);
export type PassageRejectionCode = z.infer<typeof passageRejectionCodeSchema>;

export const passageRejectionSchema = z.object({
  /** Position of the passage in the request's `passages` array. */
  index: z.number().int().min(0),
  /** The passage id when it could be read. */
  passageId: z.string().nullable(),
  code: passageRejectionCodeSchema,
  /** The first field at fault (e.g. `at`, `vehicleClass`), or null for the whole passage. */
  field: z.string().nullable(),
});
export type PassageRejection = z.infer<typeof passageRejectionSchema>;

/** POST /passages answer: new passages stored, replays ignored, and each refused one. */
export const passageBatchResultSchema = z.object({
  accepted: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  rejected: z.array(passageRejectionSchema),
});
export type PassageBatchResult = z.infer<typeof passageBatchResultSchema>;

/** Header carrying the roadside API key (`Authorization: Bearer <key>` works too). */
export const apiKeyHeader = 'x-api-key';

/**
 * Checks one item of a batch, its date against the instants a passage may have at the server's
 * `now` (ingestion-limits.ts: from 2000 to now plus the tolerance). The answer names the rejection
 * code and the first field at fault, so the roadside can fix its data without guessing.
 */
export function checkPassage(
  item: unknown,
  window: EventTimeWindow,
):
  | { ok: true; passage: ValidPassage }
  | { ok: false; passageId: string | null; code: PassageRejectionCode; field: string | null } {
  const result = passageSchema.safeParse(item);
  if (result.success) {
    const passage = result.data;
    if (isInEventWindow(new Date(passage.at), window)) return { ok: true, passage };
    return { ok: false, passageId: passage.passageId, code: 'invalid_passage', field: 'at' };
  }
  const passageId = readPassageId(item);
  const [issue] = result.error.issues;
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  const code: PassageRejectionCode =
    field === 'plate'
      ? 'invalid_number_plate'
      : field === 'countryCode'
        ? 'invalid_country_code'
        : 'invalid_passage';
  return { ok: false, passageId, code, field };
}

function readPassageId(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || !('passageId' in item)) return null;
  // Echoed in the answer only when it is a valid id: never a NUL or a megabyte back.
  const id = passageSchema.shape.passageId.safeParse(item.passageId);
  return id.success ? id.data : null;
}
