import { z } from 'zod';
import { textSchema } from '../text.ts';

/**
 * The console's one search box (issue 28 item 7): the agent types what the caller reads out (a
 * plate, a notice number, a payment or PSP reference, an e-mail address) and the server decides
 * what it is. Bounded: an e-mail address is at most 254 characters, nothing else is longer.
 */
export const vehicleSearchMaxLength = 254;
/** At most this many vehicles answer one search: the agent refines rather than scrolls. */
export const vehicleSearchMaxResults = 20;

const noControl = /^[^\p{Cc}]*$/u;

/** GET /operator/vehicles/search?q=...&country=FR */
export const vehicleSearchQuerySchema = z.object({
  q: textSchema().trim().min(1).max(vehicleSearchMaxLength).regex(noControl),
  /** Narrows a plate to one country (ISO 3166-1 alpha-2); the other kinds ignore it. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export type VehicleSearchQuery = z.infer<typeof vehicleSearchQuerySchema>;

/** What the search box's text matched, for each vehicle found. */
export const vehicleMatchKinds = [
  'plate',
  'notice',
  'payment_reference',
  'psp_transaction',
  'account_email',
  'renter_email',
  'alert_email',
  'payer_email',
] as const;
export type VehicleMatchKind = (typeof vehicleMatchKinds)[number];

export const vehicleMatchSchema = z.object({
  kind: z.enum(vehicleMatchKinds),
  /** What matched, as the agent quotes it: "notice 2026-000123", "payment AB12CD34". */
  label: z.string(),
});
export type VehicleMatch = z.infer<typeof vehicleMatchSchema>;

export const vehicleFoundSchema = z.object({
  plate: z.string(),
  country: z.string(),
  matches: z.array(vehicleMatchSchema),
});
export type VehicleFound = z.infer<typeof vehicleFoundSchema>;

export const vehicleSearchResponseSchema = z.object({
  vehicles: z.array(vehicleFoundSchema).max(vehicleSearchMaxResults),
  /** More vehicles matched than the answer holds. */
  more: z.boolean(),
});
export type VehicleSearchResponse = z.infer<typeof vehicleSearchResponseSchema>;
