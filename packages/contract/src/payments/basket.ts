import { z } from 'zod';
import {
  centsSchema,
  dateTimeSchema,
  journeyGateSchema,
  journeyIdSchema,
  journeySchema,
} from '../journeys/journey.ts';
import { vehicleClassSchema } from '../journeys/vocabulary-schemas.ts';
import { textSchema } from '../text.ts';
import { paymentStatusSchema } from './vocabulary-schemas.ts';

/**
 * The payment basket (spec 001 section 7 "Payments"): what a visitor asks to pay, and the payment
 * session the server answers with. The server re-reads every journey and computes every amount
 * itself; nothing the client says about prices is trusted, so no request carries a price.
 */

/** A lookup's sessionId (GET /detailedJourneys answers it): it binds the payment to that plate or case. */
export const lookupSessionQuerySchema = z.object({
  sessionId: textSchema().min(1).max(2000),
});

/**
 * A prepaid trip to buy: entry and exit gate codes (e.g. `34`, `25-28`) and the vehicle class;
 * `electric` is the driver's box of a foreign plate, as sent to GET /journeys/price, so the trip
 * is charged what it was estimated at (a French plate's energy comes from the vehicle registry).
 */
export const prepaymentJourneySchema = z.strictObject({
  in: textSchema().trim().min(1).max(20),
  out: textSchema().trim().min(1).max(20),
  vehicleCategory: vehicleClassSchema,
  electric: z.boolean().optional(),
});
export type PrepaymentJourney = z.infer<typeof prepaymentJourneySchema>;

/**
 * One item of POST /payments/journeys: a completed journey or notice by its id (`idDossier`), an
 * ongoing journey by its `inProgressId`, or a prepaid trip.
 */
export const paymentJourneyItemSchema = z.union([
  z.strictObject({ idDossier: journeyIdSchema }),
  z.strictObject({ inProgressId: journeyIdSchema }),
  z.strictObject({ prepaymentJourney: prepaymentJourneySchema }),
]);
export type PaymentJourneyItem = z.infer<typeof paymentJourneyItemSchema>;

/** Most items one payment takes: a plate's trips of a few weeks and a few prepaid ones. */
export const maxPaymentItems = 200;

/** POST /payments/journeys (customers, notice and CNP flows): the chosen journeys. */
export const payJourneysBodySchema = z.object({
  journeys: z.array(paymentJourneyItemSchema).max(maxPaymentItems),
});
export type PayJourneysBody = z.infer<typeof payJourneysBodySchema>;

/** POST /payments/allJourneys (the visitor's free-flow flow): every owed trip, plus prepaid ones. */
export const payAllJourneysBodySchema = z.object({
  prepayments: z.array(prepaymentJourneySchema).max(50).default([]),
});
export type PayAllJourneysBody = z.infer<typeof payAllJourneysBodySchema>;

/** A prepaid trip as the server priced it, at today's tariff. */
export const pricedPrepaymentSchema = z.object({
  in: journeyGateSchema,
  out: journeyGateSchema,
  vehicleCategory: vehicleClassSchema,
  htPrice: centsSchema,
  tvaPrice: centsSchema,
  ttcPrice: centsSchema,
});
export type PricedPrepayment = z.infer<typeof pricedPrepaymentSchema>;

/**
 * The payment session: what will be paid, priced by the server. `id` is the payment's session id
 * (unguessable): the processing and result pages, the status, the receipt and the e-mail calls
 * name the payment by it.
 */
export const paymentSessionSchema = z.object({
  id: z.string().min(16).max(64),
  status: paymentStatusSchema,
  /** The total in cents: the journeys' totalPrice plus the prepayments' ttcPrice. */
  amount: centsSchema,
  currency: z.literal('EUR'),
  plate: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /**
   * A rental company's basket of several of its fleet's vehicles (issue 25): each once, in the
   * trips' order (`plate` is the first's). Absent for a basket of one vehicle.
   */
  vehicles: z
    .array(z.object({ plate: z.string().min(1), countryCode: z.string().regex(/^[A-Z]{2}$/) }))
    .max(1_000)
    .optional(),
  journeys: z.array(journeySchema),
  prepayments: z.array(pricedPrepaymentSchema),
  /** The session cannot be sent to a payment method after this instant. */
  expiresAt: dateTimeSchema,
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
