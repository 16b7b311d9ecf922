import { z } from 'zod';
import { paymentProviders, privateCardTypes } from '../payments/vocabulary.ts';

/**
 * The console's dashboard (issue 28 item 6): today and the last 30 days of one white-label at a
 * glance. Days are calendar days of the road's time zone; every amount is integer cents.
 */

/** The days the dashboard's charts show, today included. */
export const dashboardDays = 30;

const count = z.int().min(0);
const cents = z.int().min(0);
const calendarDate = z.iso.date();

/**
 * Where money came from: a bank card through its PSP (PAYBOX, AXEPTA), or a fleet card by its
 * issuer (TOTAL, DKV, SHELL, ESSO). A prepaid trip is paid through one of these when it is bought.
 */
export const dashboardChannels = [...paymentProviders, ...privateCardTypes] as const;
export type DashboardChannel = (typeof dashboardChannels)[number];

/** What the dashboard counts payments by: the stored statuses, OPEN a basket not yet sent. */
export const dashboardPaymentStatuses = [
  'OPEN',
  'PENDING',
  'SUCCEED',
  'DUPLICATED',
  'REJECTED',
  'CANCELLED',
] as const;
export type DashboardPaymentStatus = (typeof dashboardPaymentStatuses)[number];

export const dashboardCollectedSchema = z.object({
  channel: z.enum(dashboardChannels),
  /** Successful payments settled in the period through this channel, and their total. */
  payments: count,
  cents,
});

export const dashboardPeriodSchema = z.object({
  /** Gantry passages read (tag-paid ones included). */
  passages: count,
  /** Trips whose first passage falls in the period (cancelled ones left out). */
  trips: count,
  /** Payment notices issued (their notice date). */
  notices: count,
  /** Every channel, in `dashboardChannels` order, zeros included. */
  collected: z.array(dashboardCollectedSchema),
  collectedCents: cents,
  /** Payments made in the period (baskets opened), by where each stands now. */
  paymentsByStatus: z.array(
    z.object({ status: z.enum(dashboardPaymentStatuses), payments: count }),
  ),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const dashboardDaySchema = z.object({
  date: calendarDate,
  passages: count,
  trips: count,
  notices: count,
  collectedCents: cents,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** GET /operator/dashboard */
export const dashboardSchema = z.object({
  /** The IANA time zone of the days (the road's). */
  timeZone: z.string(),
  /** When the figures were read. */
  at: z.iso.datetime({ offset: true }),
  /** Today's date and the first of the 30 days, in `timeZone`. */
  today: calendarDate,
  firstDay: calendarDate,
  periods: z.object({ today: dashboardPeriodSchema, last30Days: dashboardPeriodSchema }),
  /** One entry per day, oldest first, today last (`dashboardDays` entries). */
  days: z.array(dashboardDaySchema),
  /** Claims not decided yet, and how long they have waited (minutes; null when none waits). */
  claims: z.object({
    waiting: count,
    oldestMinutes: z.int().min(0).nullable(),
    medianMinutes: z.int().min(0).nullable(),
  }),
  /** The e-mail outbox: messages not sent yet, and how long the oldest has waited (minutes). */
  mail: z.object({
    pending: count,
    oldestPendingMinutes: z.int().min(0).nullable(),
  }),
  /** Payments charged twice for the same trips, to be paid back by the back office. */
  refundDue: z.object({ payments: count, cents }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
