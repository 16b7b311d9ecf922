import { privateCardTypes } from '@portico/contract';
import { z } from 'zod';

/**
 * The small JSON protocol Portico speaks to a fleet-card gateway (README "Fleet cards in
 * production"): the HTTP adapter sends it, the tests' processor answers it. Paths are relative to
 * FLEET_PROCESSOR_URL; every request carries `Authorization: Bearer <FLEET_PROCESSOR_API_KEY>`.
 *
 * - POST /charges, header `Idempotency-Key: <key>`, body `chargeRequestSchema`: 200 with an answer.
 *   The same key again answers the first charge's result and takes no money.
 * - GET /charges/{key}: 200 with an answer, or 404 when no charge of that key ever arrived.
 * - POST /charges/{key}/void: 200 `{ "status": "voided" }` (or `"refused"`) once nothing is held
 *   under the key; a key never seen is recorded as voided, so a charge arriving later with it is
 *   answered `voided` and takes no money.
 * Anything else (another status, a body outside these shapes, no answer within the timeout) means
 * "unknown": the charge may or may not have happened, and Portico asks again later.
 */
export const fleetProtocolPaths = {
  charges: '/charges',
  charge: (key: string) => `/charges/${encodeURIComponent(key)}`,
  void: (key: string) => `/charges/${encodeURIComponent(key)}/void`,
} as const;

export const idempotencyHeader = 'idempotency-key';

export const chargeRequestSchema = z.object({
  cardType: z.enum(privateCardTypes),
  cardNumber: z.string().regex(/^\d{8,24}$/),
  /** YYMM, as printed on the card. */
  expiry: z.string().regex(/^\d{4}$/),
  /** Empty for the cards that have none. */
  cvv: z.string().regex(/^\d{0,4}$/),
  /** Integer cents. */
  amount: z.number().int().positive(),
  currency: z.literal('EUR'),
  /** The order reference, for the cardholder's statement. */
  reference: z.string().min(1).max(40),
});
export type ChargeRequest = z.infer<typeof chargeRequestSchema>;

export const chargeAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved'), authorization: z.string().min(1).max(64) }),
  z.object({ status: z.literal('refused'), code: z.string().min(1).max(64) }),
  z.object({ status: z.literal('voided') }),
]);

export const voidAnswerSchema = z.object({ status: z.enum(['voided', 'refused']) });
