import { z } from 'zod';

/**
 * A white-label's help settings, in its settings jsonb under `help` (no migration to add one):
 * the support desk's address, which gets every contact request. Without it the visitor is still
 * acknowledged and the request stored; the operator reads it from the table.
 */
const helpSettingsSchema = z.object({ supportEmail: z.email().max(254) });

export function readSupportEmail(settings: Record<string, unknown>): string | null {
  const parsed = helpSettingsSchema.safeParse(settings.help);
  return parsed.success ? parsed.data.supportEmail : null;
}
