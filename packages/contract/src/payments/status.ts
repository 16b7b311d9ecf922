import { z } from 'zod';
import { articleSchema } from '../content.ts';
import { centsSchema, dateTimeSchema } from '../journeys/journey.ts';
import { paymentIdSchema } from './checkout.ts';
import {
  paymentMethodTypeSchema,
  paymentProviderSchema,
  paymentStatusSchema,
} from './vocabulary-schemas.ts';

/**
 * GET /payments/{id}: where the payment stands (spec: "Payment status response: status"), plus
 * what the result pages show. PENDING until the PSP's signed notification says otherwise.
 */
export const paymentStatusResponseSchema = z.object({
  id: paymentIdSchema,
  status: paymentStatusSchema,
  amount: centsSchema,
  reference: z.string(),
  method: paymentMethodTypeSchema.nullable(),
  provider: paymentProviderSchema.nullable(),
  plate: z.string(),
  countryCode: z.string(),
  paidAt: dateTimeSchema.nullable(),
  /** Other trips of the same plate still to pay ("pay other journeys" block of the success page). */
  remainingJourneys: z.number().int().nonnegative(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** GET /payments/receipt and POST /payments/receipt name the payment by its session id. */
export const paymentReceiptQuerySchema = z.object({ sessionId: paymentIdSchema });

export const sendReceiptBodySchema = z.object({
  sessionId: paymentIdSchema,
  email: z.email().max(100),
});
export type SendReceiptBody = z.infer<typeof sendReceiptBodySchema>;

/** GET /payments/{id}/email: the e-mail the payment was made with (the success page prefills it). */
export const paymentEmailResponseSchema = z.object({ email: z.string().nullable() });
export type PaymentEmailResponse = z.infer<typeof paymentEmailResponseSchema>;

/** GET /whitelabels/payments/confirmation/page: the success page's data, in the request language. */
export const confirmationPageSchema = z.object({
  /** Promo articles under the thanks. */
  articleList: z.array(articleSchema),
  /** The passage-alert block shows (the white-label offers alerts). */
  canSubscribeAlert: z.boolean(),
  /** Trip data is kept this many years after the last passage (data-protection tooltip). */
  dataRetentionYears: z.number().int().positive(),
});
export type ConfirmationPage = z.infer<typeof confirmationPageSchema>;
