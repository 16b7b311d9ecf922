import { z } from 'zod';
import { journeySettingsSchema } from '../journeys/settings.ts';

/**
 * How long a white-label keeps personal data (issue 15 item 7). Trip data follows the journey
 * settings' `retentionYears` (spec 001: "data retained 2 years after the last passage", also told
 * on the success page); sent e-mails follow `retention.mailDays` of the settings document (the
 * outbox keeps a sent message only to show and re-send it: 90 days by default); contact requests
 * and their files follow `retention.contactDays` (issue 24 item 4): the support desk answers
 * within days and has every request and file in its own mailbox (the notification e-mail), so
 * the portal keeps them 90 days after they were sent by default, for follow-ups, rather than the
 * trips' 2 years.
 */
export interface RetentionSettings {
  tripYears: number;
  mailDays: number;
  contactDays: number;
}

export const defaultMailRetentionDays = 90;
export const defaultContactRetentionDays = 90;

const retentionDaysSchema = z.number().int().min(1).max(3650);

/** `retention[key]` of the settings document, or `fallback` when it is missing or bad. */
function retentionDays(retention: unknown, key: string, fallback: number): number {
  if (typeof retention !== 'object' || retention === null) return fallback;
  const parsed = retentionDaysSchema.safeParse((retention as Record<string, unknown>)[key]);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Reads a white-label's settings document leniently: a bad value keeps the default rather than
 * stopping the purge of every other white-label.
 */
export function readRetentionSettings(settings: Record<string, unknown>): RetentionSettings {
  const journeys = journeySettingsSchema.safeParse(settings);
  return {
    tripYears: journeys.success ? journeys.data.retentionYears : 2,
    mailDays: retentionDays(settings.retention, 'mailDays', defaultMailRetentionDays),
    contactDays: retentionDays(settings.retention, 'contactDays', defaultContactRetentionDays),
  };
}

const day = 24 * 3_600_000;

/** Console sessions and enrolment links are kept this long after they stop working (issue 28). */
export const staffAccessRetentionDays = 30;

/** The instant before which data of this age is past its retention. */
export function retentionCutoffs(settings: RetentionSettings, now: Date) {
  const trips = new Date(now);
  trips.setUTCFullYear(trips.getUTCFullYear() - settings.tripYears);
  return {
    trips,
    mail: new Date(now.getTime() - settings.mailDays * day),
    contact: new Date(now.getTime() - settings.contactDays * day),
    staff: new Date(now.getTime() - staffAccessRetentionDays * day),
  };
}
