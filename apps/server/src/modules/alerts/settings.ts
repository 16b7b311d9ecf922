import { alertConfirmationHours } from '@portico/contract';
import { z } from 'zod';

/**
 * A white-label's alert settings, in its settings jsonb under `alerts` (no migration to add one):
 * how long a confirmation link works. Issue 11 fixes 24 h; an operator may shorten it, never
 * lengthen it (the link proves control of the address only while it is fresh).
 */
export const alertSettingsSchema = z
  .object({
    confirmationHours: z
      .number()
      .int()
      .min(1)
      .max(alertConfirmationHours)
      .default(alertConfirmationHours),
  })
  .default({ confirmationHours: alertConfirmationHours });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * The tenant's alert settings from its settings document; unknown keys are other modules'. A bad
 * value is the operator's mistake: the default applies rather than every subscription failing.
 */
export function readAlertSettings(settings: Record<string, unknown>): AlertSettings {
  const parsed = alertSettingsSchema.safeParse(settings.alerts);
  return parsed.success ? parsed.data : { confirmationHours: alertConfirmationHours };
}
