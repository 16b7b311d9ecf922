import { alertConfirmationHours } from '@portico/contract';
import { z } from 'zod';

/** Issue 24 item 6: a week for the address receiving a plate's alerts to refuse a move. */
export const defaultHandoverNoticeDays = 7;

const defaults = {
  confirmationHours: alertConfirmationHours,
  handoverNoticeDays: defaultHandoverNoticeDays,
};

/**
 * A white-label's alert settings, in its settings jsonb under `alerts` (no migration to add one):
 * how long a confirmation link works (issue 11 fixes 24 h; an operator may shorten it, never
 * lengthen it: the link proves control of the address only while it is fresh), and how long the
 * address receiving a plate's alerts has to refuse a move to another (issue 24: at least a day,
 * so an address read once a day still can; at most a month).
 */
export const alertSettingsSchema = z
  .object({
    confirmationHours: z
      .number()
      .int()
      .min(1)
      .max(alertConfirmationHours)
      .default(alertConfirmationHours),
    handoverNoticeDays: z.number().int().min(1).max(30).default(defaultHandoverNoticeDays),
  })
  .default(defaults);
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * The tenant's alert settings from its settings document; unknown keys are other modules'. A bad
 * value is the operator's mistake: the default applies rather than every subscription failing.
 */
export function readAlertSettings(settings: Record<string, unknown>): AlertSettings {
  const parsed = alertSettingsSchema.safeParse(settings.alerts);
  return parsed.success ? parsed.data : defaults;
}
