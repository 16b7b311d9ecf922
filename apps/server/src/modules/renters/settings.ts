import { z } from 'zod';

/**
 * A white-label's renter settings, in its settings jsonb under `renters` (no migration to add
 * one): the renter support address, which GET /renters/me answers and the import errors name
 * (spec 000 section 8: each renter_import_* code advises contacting it). Without a valid one the
 * answer is null and the pages fall back to the help centre.
 */
const renterSettingsSchema = z.object({ supportEmail: z.email().max(254) });

export function readRenterSupportEmail(settings: Record<string, unknown>): string | null {
  const parsed = renterSettingsSchema.safeParse(settings.renters);
  return parsed.success ? parsed.data.supportEmail : null;
}
