import { z } from 'zod';
import { textSchema } from '../text.ts';
import { centsSchema, journeyGateSchema } from './journey.ts';
import type { VehicleClass } from './vocabulary.ts';

/** A class as the query string carries it, to the class. */
const classOfText: Record<'1' | '2' | '3' | '4' | '5', VehicleClass> = {
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
};

/**
 * GET /services/v1/journeys/price (spec 001 sections 3 and 7, "Prepayment price request"): the
 * estimate of one prepaid trip, asked once for the outbound trip and once for the return. The
 * query carries the spec's names; every field is bounded so nothing unbounded reaches the server.
 * `plate` and `plateCountry` are checked by lookupTarget (the lookups' codes); `in` and `out` are
 * gate codes of the white-label's road (`A71`, `34`, `30-32`...; a code the road lacks is 400
 * unknown_gate, as the road is the tenant's, not the contract's).
 */
export const journeyPriceQuerySchema = z.strictObject({
  plate: textSchema().max(64).optional(),
  plateCountry: textSchema().max(10).optional(),
  in: textSchema().trim().min(1).max(20),
  out: textSchema().trim().min(1).max(20),
  /** The vehicle class, 1 to 5 (spec 001 section 9), as query text. */
  category: z.enum(['1', '2', '3', '4', '5']).transform((value) => classOfText[value]),
  /**
   * The driver's "electric vehicle" box, asked of foreign plates only (spec 001 section 9): a
   * French plate's energy comes from the vehicle registry (EL), so the flag is ignored for it.
   */
  electric: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type JourneyPriceQuery = z.infer<typeof journeyPriceQuerySchema>;

/**
 * The estimate: `total` is the toll incl. VAT in integer cents (as a journey's ttcPrice), priced
 * at today's tariff in Paris; 0 when entry and exit are the same normalised gate. `in` and `out`
 * are the gates asked, as the road names them.
 */
export const journeyPriceSchema = z.object({
  total: centsSchema,
  in: journeyGateSchema,
  out: journeyGateSchema,
});
export type JourneyPrice = z.infer<typeof journeyPriceSchema>;
