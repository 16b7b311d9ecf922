import { z } from 'zod';
import { journeySettingsSchema } from '../journeys/settings.ts';

/**
 * How long a white-label keeps personal data (issue 15 item 7). Trip data follows the journey
 * settings' `retentionYears` (spec 001: "data retained 2 years after the last passage", also told
 * on the success page); sent e-mails follow `retention.mailDays` of the settings document (the
 * outbox keeps a sent message only to show and re-send it: 90 days by default).
 */
export interface RetentionSettings {
  tripYears: number;
  mailDays: number;
}

export const defaultMailRetentionDays = 90;

const mailDaysSchema = z
  .object({ mailDays: z.number().int().min(1).max(3650) })
  .transform((retention) => retention.mailDays)
  .catch(defaultMailRetentionDays);

/**
 * Reads a white-label's settings document leniently: a bad value keeps the default rather than
 * stopping the purge of every other white-label.
 */
export function readRetentionSettings(settings: Record<string, unknown>): RetentionSettings {
  const journeys = journeySettingsSchema.safeParse(settings);
  return {
    tripYears: journeys.success ? journeys.data.retentionYears : 2,
    mailDays: mailDaysSchema.parse(settings.retention),
  };
}

/** The instant before which data of this age is past its retention. */
export function retentionCutoffs(settings: RetentionSettings, now: Date) {
  const trips = new Date(now);
  trips.setUTCFullYear(trips.getUTCFullYear() - settings.tripYears);
  return {
    trips,
    mail: new Date(now.getTime() - settings.mailDays * 24 * 3_600_000),
  };
}
