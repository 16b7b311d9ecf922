import { z } from 'zod';
import { plainTextSchema } from '../ingestion-limits.ts';
import { plateSchema } from '../passages.ts';
import { paymentIdSchema } from '../payments/checkout.ts';

/**
 * The support agent's actions on a vehicle (issue 28 item 7): re-send a receipt, cancel a trip
 * read in error, move passages read from a wrong plate, extend a deadline. Each carries the
 * agent's reason, kept in the audit log with the change.
 */

/** Why the agent acts: plain text (no control characters), 3 to 500 characters. */
export const supportReasonSchema = plainTextSchema(3, 500).describe(
  'Why the agent acts, kept in the audit log: 3 to 500 characters, no control characters.',
);

/** At most this many passages move in one call. */
export const maxMovedPassages = 200;

/** An extended deadline lies at most this many days after the current one. */
export const maxDeadlineExtensionDays = 60;

/** The largest id a trip can have (a PostgreSQL integer). */
const maxJourneyId = 2_147_483_647;

const journeyIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .refine((id) => Number(id) <= maxJourneyId, { message: 'not a trip id' })
  .describe('The trip\u2019s id, as the lookups answer it.');

/** POST /operator/payments/:paymentId/receipt. */
export const resendReceiptParamsSchema = z.object({ paymentId: paymentIdSchema });
export const resendReceiptBodySchema = z.object({
  reason: supportReasonSchema,
  email: z
    .email()
    .max(100)
    .optional()
    .describe('Where to send it instead of the payment\u2019s own address.'),
});
export const resendReceiptResponseSchema = z.object({
  paymentId: z.string(),
  /** Where the receipt goes: the address the agent gave or the payment's. */
  email: z.string(),
});

/** POST /operator/journeys/:journeyId/cancel and /deadline. */
export const supportJourneyParamsSchema = z.object({ journeyId: journeyIdSchema });
export const cancelJourneyBodySchema = z.object({ reason: supportReasonSchema });

/** A trip as the console shows it after an action: its stage and deadline, who cancelled it. */
export const supportJourneySchema = z.object({
  id: z.string(),
  plate: z.string(),
  countryCode: z.string(),
  stage: z.enum(['due', 'notice', 'infraction', 'imported', 'omp', 'paid', 'cancelled']).nullable(),
  deadline: z.iso.datetime().nullable(),
  cancellation: z
    .object({ at: z.iso.datetime(), by: z.string().nullable(), reason: z.string() })
    .nullable(),
});
export type SupportJourney = z.infer<typeof supportJourneySchema>;

/** POST /operator/journeys/:journeyId/deadline. */
export const extendDeadlineBodySchema = z.object({
  until: z.iso
    .datetime({ offset: true })
    .describe(
      `The new deadline: later than the current one and than now, at most ${maxDeadlineExtensionDays} days after the current one.`,
    ),
  reason: supportReasonSchema,
});

/** POST /operator/passages/move. */
export const movePassagesBodySchema = z.object({
  passageIds: z
    .array(plainTextSchema(1, 100))
    .min(1)
    .max(maxMovedPassages)
    .describe(`The passages read from a wrong plate: 1 to ${maxMovedPassages}, each once.`),
  toPlate: plateSchema.describe('The right plate (normalised like the roadside\u2019s).'),
  toCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('ISO 3166-1 alpha-2 country of the right plate.'),
  reason: supportReasonSchema,
});
export const movePassagesResponseSchema = z.object({
  moved: z.number().int(),
  /** The plates the passages came from, and the one they went to. */
  fromPlates: z.array(z.object({ plate: z.string(), countryCode: z.string() })),
  toPlate: z.object({ plate: z.string(), countryCode: z.string() }),
});
