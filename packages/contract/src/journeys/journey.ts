import { z } from 'zod';
import { textSchema } from '../text.ts';
import { totalPrice } from './total-price.ts';
import {
  caseOriginSchema,
  journeyNatureSchema,
  journeyStatusSchema,
  paymentLimitSchema,
  vehicleClassSchema,
} from './vocabulary-schemas.ts';
import { journeyCategories, journeySetTypes } from './vocabulary.ts';

/**
 * The journey shapes of the API (spec 000 section 3 "Journey" and "Journey set", spec 001
 * section 3 "Summaries per category"). Field names are the spec's. Money is always integer cents.
 * The spec's "checked flag on selection" is client state, not API data: the selection rules
 * (selection.ts) keep it as a set of journey ids beside the journeys.
 */

/** Integer cents, never negative. */
export const centsSchema = z.number().int().nonnegative();

export const journeyIdSchema = textSchema().min(1).max(100);
export type JourneyId = z.infer<typeof journeyIdSchema>;

/**
 * An entry or exit gate as the row shows it: its code (e.g. `25-28`, see gates.ts), its number
 * as signed (label) and, when the road names it, the place in the answer's language
 * ("Deux-Chaises"): drivers know the town, not the junction number (issue 26 item 6).
 */
export const journeyGateSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  name: z.string().min(1).optional(),
});
export type JourneyGate = z.infer<typeof journeyGateSchema>;

/** An ISO 8601 date-time with an offset (`Z` or `+02:00`), e.g. `2026-03-29T08:15:00+02:00`. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

export const journeySchema = z
  .object({
    id: journeyIdSchema,
    /** The id to complete an ongoing journey with (spec: inprogress screen). */
    inProgressId: z.string().min(1).nullable(),
    date: dateTimeSchema,
    /** When the amount shown stops being enough (deadline-message.ts); none for a prepaid trip. */
    deadline: dateTimeSchema.nullable(),
    in: journeyGateSchema,
    /** Null while the journey is ongoing and no exit is known yet ("Trajet en cours"). */
    out: journeyGateSchema.nullable(),
    /** The vehicle class, 1 to 5. */
    carCategory: vehicleClassSchema,
    nature: journeyNatureSchema,
    status: journeyStatusSchema,
    completed: z.boolean(),
    /** Absent (null) while within the 72 h; see vocabulary.ts for each value. */
    paymentLimit: paymentLimitSchema.nullable(),
    caseOrigin: caseOriginSchema.nullable(),
    cnpNumber: z.string().nullable(),
    /** The case number of a late-payment notice (nature latePayment). */
    pvNumber: z.string().nullable(),
    /** The case number of a non-payment declaration (nature nonPaymentDeclaration). */
    ticketNumber: z.string().nullable(),
    htPrice: centsSchema,
    /** The VAT rate in percent (20). */
    tva: z.number().int().min(0).max(100),
    tvaPrice: centsSchema,
    /** The toll including VAT. */
    ttcPrice: centsSchema,
    /** The flat indemnity of a notice (0, 10 EUR or 90 EUR: notes/domain.md section 2). */
    indemnity: centsSchema,
    alreadyPaid: centsSchema,
    /** ttcPrice + indemnity - alreadyPaid, never below 0 (total-price.ts). */
    totalPrice: centsSchema,
    /** The network or company shown on the row. */
    company: z.string().nullable(),
    /**
     * Under an open claim (issue 14): the dunning ladder is paused until the operator decides.
     * The lists mark it and do not offer to contest it again. Absent means false.
     */
    contested: z.boolean().optional(),
    /**
     * The way an ongoing journey goes along the road (beyond the spec): present while it is
     * ongoing, so the in-progress screen offers only the exits ahead of the vehicle, even for a
     * trip that entered mid-road with no exit known yet.
     */
    direction: z.enum(['east', 'west']).optional(),
  })
  .refine((journey) => journey.totalPrice === totalPrice(journey), {
    message: 'totalPrice must equal ttcPrice + indemnity - alreadyPaid',
    path: ['totalPrice'],
  })
  .refine((journey) => journey.htPrice + journey.tvaPrice === journey.ttcPrice, {
    message: 'htPrice + tvaPrice must equal ttcPrice',
    path: ['tvaPrice'],
  });
export type Journey = z.infer<typeof journeySchema>;

export const vehicleInformationSchema = z.object({
  type: z.string(),
  /** The registry's energy code; `EL` means electric (spec 001 section 9). */
  energy: z.string(),
});
export type VehicleInformation = z.infer<typeof vehicleInformationSchema>;

export const journeySetSchema = z.object({
  type: z.enum(journeySetTypes),
  company: z.string().nullable(),
  plate: z.string().min(1),
  sessionId: z.string().min(1),
  vehicleInformation: vehicleInformationSchema.nullable(),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters'),
  /** Sorted by date, else id (sort.ts). */
  journeys: z.array(journeySchema),
  /**
   * Portico: the public lookup found nothing owed, but the plate has trips already paid (on this
   * portal or by a toll tag), within the same filters. The no-trip screen then says "already paid"
   * instead of "nothing found" (issue 26 item 2). Absent when trips are owed, and on customers' sets.
   */
  hasPaidJourneys: z.boolean().optional(),
});
export type JourneySet = z.infer<typeof journeySetSchema>;

export const journeyCategorySchema = z.enum(journeyCategories);

export const journeySummarySchema = z.object({
  count: z.number().int().nonnegative(),
  /** The sum of the category's totalPrice, in cents. */
  price: centsSchema,
  /** Whether any journey of the category is a first-offence notice (PRIMO_DESIGNATED). */
  hasPrimoPassantTravel: z.boolean(),
});
export type JourneySummary = z.infer<typeof journeySummarySchema>;

export const journeySummariesSchema = z.object({
  retardPaiement: journeySummarySchema,
  cnp: journeySummarySchema,
  fluxLibre: journeySummarySchema,
});
export type JourneySummaries = z.infer<typeof journeySummariesSchema>;
