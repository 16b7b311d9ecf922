import { z } from 'zod';
import { articleSchema } from '../content.ts';
import { centsSchema, dateTimeSchema, journeyGateSchema } from '../journeys/journey.ts';
import { vehicleClassSchema } from '../journeys/vocabulary-schemas.ts';
import { maxPaymentItems } from './basket.ts';
import { paymentIdSchema } from './checkout.ts';
import {
  paymentMethodTypeSchema,
  paymentProviderSchema,
  paymentStatusSchema,
} from './vocabulary-schemas.ts';

const tripCount = z.number().int().nonnegative();

/**
 * A credit a payment's prepaid trips made (one per route, class and price: count trips each) and
 * what became of it: `used` trips settled journeys, `remaining` can still be driven until
 * `validUntil`, and `expiredUnused` passed validUntil unused (they are not refunded). Once expired,
 * remaining is 0 and what was left is counted in expiredUnused.
 */
export const prepaidTripStatusSchema = z.object({
  in: journeyGateSchema,
  out: journeyGateSchema,
  vehicleCategory: vehicleClassSchema,
  /** What one trip cost (incl. VAT). */
  unitPrice: centsSchema,
  count: tripCount,
  used: tripCount,
  remaining: tripCount,
  expiredUnused: tripCount,
  validUntil: dateTimeSchema,
});
export type PrepaidTripStatus = z.infer<typeof prepaidTripStatusSchema>;

/**
 * One line of what a payment paid, as its receipt lists it (issue 26 item 9, the success page's
 * list): a trip or notice with its plate and date, or identical prepaid trips as one line of
 * `quantity` (no date, no plate of their own). `amount` is what the line cost in this payment.
 */
export const paidLineSchema = z.object({
  kind: z.enum(['journey', 'prepayment']),
  plate: z.string().nullable(),
  date: dateTimeSchema.nullable(),
  caseNumber: z.string().nullable(),
  in: z.string(),
  out: z.string().nullable(),
  quantity: z.number().int().positive(),
  amount: centsSchema,
});
export type PaidLine = z.infer<typeof paidLineSchema>;

/**
 * GET /payments/{id}: where the payment stands (spec: "Payment status response: status"), plus
 * what the result pages show. PENDING until the PSP's signed notification says otherwise.
 */
export const paymentStatusResponseSchema = z.object({
  id: paymentIdSchema,
  status: paymentStatusSchema,
  amount: centsSchema,
  /** What refunds through the PSP gave back of it so far (issue 29 item 1); 0 when none. */
  refunded: centsSchema,
  reference: z.string(),
  method: paymentMethodTypeSchema.nullable(),
  provider: paymentProviderSchema.nullable(),
  plate: z.string(),
  countryCode: z.string(),
  paidAt: dateTimeSchema.nullable(),
  /** Other trips of the same plate still to pay ("pay other journeys" block of the success page). */
  remainingJourneys: z.number().int().nonnegative(),
  /**
   * The credits of the payment's prepaid trips, in basket order (issue 13); empty when it had
   * none or did not succeed. At most one per basket item.
   */
  prepaidTrips: z.array(prepaidTripStatusSchema).max(maxPaymentItems),
  /** What was paid, in basket order (issue 26 item 9). */
  lines: z.array(paidLineSchema).max(maxPaymentItems),
  /** The card as the receipt shows it, masked ("•••• 0001"); null before a method took it. */
  cardLabel: z.string().nullable(),
  /** The business payer's company the receipt names (issue 26 item 9); null when none. */
  company: z.object({ companyName: z.string(), vatNumber: z.string().nullable() }).nullable(),
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
