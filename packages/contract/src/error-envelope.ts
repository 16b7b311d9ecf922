import { z } from 'zod';
import { errorCodes } from './errors.ts';

export const errorCodeSchema = z.enum(errorCodes);

/** One field problem inside an error answer: where, and which code applies. */
export const errorDetailSchema = z.object({
  path: z.string(),
  code: z.string(),
});

/** The one error envelope of the API: HTTP status + { message: code }. */
// The id makes it one component of the OpenAPI document that every error answer refers to
// ($ref), instead of its whole catalogue of codes repeated in each (issue 27: 1.9 MB before).
export const errorEnvelopeSchema = z
  .object({
    message: errorCodeSchema,
    details: z.array(errorDetailSchema).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
