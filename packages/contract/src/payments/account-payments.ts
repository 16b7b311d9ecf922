import { z } from 'zod';
import { centsSchema, dateTimeSchema } from '../journeys/journey.ts';
import {
  paymentMethodTypeSchema,
  paymentProviderSchema,
  paymentStatusSchema,
} from './vocabulary-schemas.ts';

/**
 * A signed-in customer's payments (issue 26 item 10): the account area keeps the promise of the
 * success page, "the receipts stay available in your area". Portico's own calls:
 * GET /users/me/payments (paged, newest first) and GET /users/me/payments/{reference}/receipt.
 */

/** The list is paged: a customer has a few payments a month, a page is a screen of them. */
export const accountPaymentsPageSizeMax = 50;
/** Past this page the list answers an empty page (it is never walked that far by a person). */
export const accountPaymentsPageMax = 1_000;

export const accountPaymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(accountPaymentsPageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(accountPaymentsPageSizeMax).default(10),
});
export type AccountPaymentsQuery = z.infer<typeof accountPaymentsQuerySchema>;

/** The order reference names a payment in the account's calls (12 of the PSPs' alphabet). */
export const paymentReferenceSchema = z.string().regex(/^[A-Z0-9]{4,32}$/);
export const accountPaymentPathSchema = z.object({ reference: paymentReferenceSchema });

/** A vehicle a payment paid for (a renter-like payment of several plates names each). */
export const paidVehicleSchema = z.object({ plate: z.string(), countryCode: z.string() });

export const accountPaymentSchema = z.object({
  reference: z.string(),
  /** When the payment was started; `paidAt` when it succeeded (the receipt's date). */
  createdAt: dateTimeSchema,
  paidAt: dateTimeSchema.nullable(),
  amount: centsSchema,
  status: paymentStatusSchema,
  method: paymentMethodTypeSchema.nullable(),
  provider: paymentProviderSchema.nullable(),
  /** A masked card, e.g. "•••• 1112", when the PSP told it. */
  cardLabel: z.string().nullable(),
  vehicles: z.array(paidVehicleSchema),
  /** Trips already driven that it paid, and trips it prepaid. */
  trips: z.number().int().nonnegative(),
  prepaidTrips: z.number().int().nonnegative(),
  /** The receipt's number: set for a SUCCEED payment, whose receipt can be downloaded. */
  receiptNumber: z.string().nullable(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

export const accountPaymentsResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int(),
  total: z.number().int(),
  data: z.array(accountPaymentSchema).max(accountPaymentsPageSizeMax),
});
export type AccountPaymentsResponse = z.infer<typeof accountPaymentsResponseSchema>;
