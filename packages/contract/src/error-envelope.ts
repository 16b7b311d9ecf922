import { z } from 'zod';
import { errorCodes } from './errors.ts';

export const errorCodeSchema = z.enum(errorCodes);

/** One field problem inside an error answer: where, and which code applies. */
export const errorDetailSchema = z.object({
  path: z.string(),
  code: z.string(),
});

/** The one error envelope of the API: HTTP status + { message: code }. */
export const errorEnvelopeSchema = z.object({
  message: errorCodeSchema,
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
