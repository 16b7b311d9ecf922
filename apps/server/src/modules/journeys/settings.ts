import { z } from 'zod';

/**
 * Every number of the journey and dunning rules, per white-label (notes/domain.md: keep every
 * number configurable, with the demo's values as defaults).
 */
export interface JourneySettings {
  /** A trip must be paid within this many hours of its last passage. */
  paymentWindowHours: number;
  /** Passages further apart than this belong to different journeys. */
  journeyGapMinutes: number;
  /** A notice costs the reduced indemnity when paid within this many days of its date. */
  reducedIndemnityDays: number;
  reducedIndemnityCents: number;
  fullIndemnityCents: number;
  /** An unpaid notice goes to the prosecutor's officer (OMP) this many days after its date. */
  ompAfterDays: number;
  /** A paid prepayment stays usable this many days. */
  prepaymentCreditDays: number;
  /** Trip data is purged this many years after the last passage. */
  retentionYears: number;
  /** Passage alerts (issue 11): which e-mails a subscription gets. */
  alerts: AlertDeliverySettings;
}

/**
 * The settings document's `alerts` key, as the alert jobs read it: each kind of alert e-mail
 * switched on or off (the subscription service reads its own keys of it, alerts/settings.ts).
 */
export interface AlertDeliverySettings {
  /** One e-mail per completed, priced, owed journey of a subscribed plate. */
  passageEmails: boolean;
  /** One reminder per unpaid journey, reminderHoursBeforeDeadline before its payment deadline. */
  deadlineReminders: boolean;
  /** One e-mail when a payment notice is issued for a journey. */
  noticeEmails: boolean;
  reminderHoursBeforeDeadline: number;
}

export type BuilderSettings = Pick<JourneySettings, 'paymentWindowHours' | 'journeyGapMinutes'>;

export type DunningSettings = Pick<
  JourneySettings,
  'reducedIndemnityDays' | 'reducedIndemnityCents' | 'fullIndemnityCents' | 'ompAfterDays'
>;

/** The demo white-label's values: A79 rules (Code de procédure pénale art. 529-6, R49-8-4-1). */
export const defaultJourneySettings: Readonly<JourneySettings> = Object.freeze({
  paymentWindowHours: 72,
  journeyGapMinutes: 90,
  reducedIndemnityDays: 15,
  reducedIndemnityCents: 1000,
  fullIndemnityCents: 9000,
  ompAfterDays: 60,
  prepaymentCreditDays: 30,
  retentionYears: 2,
  alerts: Object.freeze({
    passageEmails: true,
    deadlineReminders: true,
    noticeEmails: true,
    reminderHoursBeforeDeadline: 24,
  }),
});

const count = z.number().int().positive();
const cents = z.number().int().nonnegative();

const alertDefaults = defaultJourneySettings.alerts;
/**
 * A bad alert value falls back to its default instead of failing: these settings are read by
 * ingestion and dunning, which a mistyped e-mail switch must not stop (alerts/settings.ts reads
 * its own keys of the same object just as leniently).
 */
const alertDeliverySettingsSchema = z
  .object({
    passageEmails: z.boolean().catch(alertDefaults.passageEmails),
    deadlineReminders: z.boolean().catch(alertDefaults.deadlineReminders),
    noticeEmails: z.boolean().catch(alertDefaults.noticeEmails),
    reminderHoursBeforeDeadline: count.catch(alertDefaults.reminderHoursBeforeDeadline),
  })
  .catch({ ...alertDefaults });

/**
 * A white-label's overrides (its settings jsonb) read onto the defaults: a missing key keeps the
 * demo value, unknown keys (other capabilities' settings) are ignored, a bad value fails parsing.
 */
export const journeySettingsSchema = z
  .object({
    paymentWindowHours: count.default(defaultJourneySettings.paymentWindowHours),
    journeyGapMinutes: count.default(defaultJourneySettings.journeyGapMinutes),
    reducedIndemnityDays: count.default(defaultJourneySettings.reducedIndemnityDays),
    reducedIndemnityCents: cents.default(defaultJourneySettings.reducedIndemnityCents),
    fullIndemnityCents: cents.default(defaultJourneySettings.fullIndemnityCents),
    ompAfterDays: count.default(defaultJourneySettings.ompAfterDays),
    prepaymentCreditDays: count.default(defaultJourneySettings.prepaymentCreditDays),
    retentionYears: count.default(defaultJourneySettings.retentionYears),
    alerts: alertDeliverySettingsSchema,
  })
  // The ladder only makes sense in this order: reduced before full, both before the OMP.
  .refine((settings) => settings.reducedIndemnityCents <= settings.fullIndemnityCents, {
    path: ['reducedIndemnityCents'],
    message: 'the reduced indemnity cannot exceed the full one',
  })
  .refine((settings) => settings.reducedIndemnityDays <= settings.ompAfterDays, {
    path: ['reducedIndemnityDays'],
    message: 'the reduced indemnity cannot outlast the notice',
  }) satisfies z.ZodType<JourneySettings, unknown>;
