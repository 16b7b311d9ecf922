import { z } from 'zod';
import { billingInfoSchema } from './billing-schema.ts';
import { businessPayerSchema } from './business-payer.ts';
import { textSchema } from '../text.ts';
import { privateCardNumberLength } from './private-card.ts';
import { paymentProviderSchema, privateCardTypeSchema } from './vocabulary-schemas.ts';

/** A payment session id (PaymentSession.id). */
export const paymentIdSchema = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /payments/psp: send the session to the white-label's card PSP, with the billing form. */
export const pspPaymentBodySchema = z.object({
  sessionId: paymentIdSchema,
  billingInfo: billingInfoSchema,
  /** A business payer's company for the receipt (issue 26 item 9); absent for everyone else. */
  company: businessPayerSchema.optional(),
});
export type PspPaymentBody = z.infer<typeof pspPaymentBodySchema>;

/**
 * The hosted payment page to post the browser to (spec 001 section 3 "PSP response"): the
 * browser builds a form of these parameters, in this order, and posts it to `url`.
 */
export const pspResponseSchema = z.object({
  psp: paymentProviderSchema,
  url: z.string().min(1),
  parameters: z.array(
    z.object({ pspVariableName: z.string().min(1), pspVariableValue: z.string() }),
  ),
});
export type PspResponse = z.infer<typeof pspResponseSchema>;

const longestCardNumber = Math.max(...Object.values(privateCardNumberLength));

/**
 * POST /payments/privateCards: a fleet card (spec 001 section 3 "Private card payment"), the
 * expiry as sent (YYMM), the CVV empty for cards without one. The card rules themselves
 * (private-card.ts) are checked by the server with the catalogue's codes, not by this schema.
 */
export const privateCardPaymentBodySchema = z.object({
  sessionId: paymentIdSchema,
  cardType: privateCardTypeSchema,
  cardNumber: textSchema().max(longestCardNumber + 5),
  cardValidity: textSchema().max(10),
  cvv: textSchema().max(10).default(''),
  email: z.email().max(100),
  /** A business payer's company for the receipt (issue 26 item 9); absent for everyone else. */
  company: businessPayerSchema.optional(),
});
export type PrivateCardPaymentBody = z.infer<typeof privateCardPaymentBodySchema>;
