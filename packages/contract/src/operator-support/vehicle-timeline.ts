import { z } from 'zod';

/**
 * One vehicle's timeline in the console (issue 28 item 7): everything the portal knows about a
 * plate of the white-label, each kind newest first and bounded, so a vehicle seen every day for
 * years still answers quickly; `more` says a kind was cut. Amounts are integer cents incl. VAT;
 * times are ISO 8601 instants. E-mail addresses are masked unless the reader's roles need them.
 */
export const timelineMaxItems = 200;

/** The vehicle of a path: /operator/vehicles/{country}/{plate}/timeline. */
export const vehicleTimelinePathSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  /** As typed or as stored: the server normalises it as the portal does (spaces, dashes, case). */
  plate: z.string().min(1).max(32),
});
export type VehicleTimelinePath = z.infer<typeof vehicleTimelinePathSchema>;

/** One schema for every instant of the answer: the OpenAPI document names it once (a component). */
const instant = z.iso.datetime({ offset: true }).meta({ id: 'TimelineInstant' });
/** Ids, classes, counts and amounts in cents: one named integer, like the instants. */
const whole = z.number().int().meta({ id: 'TimelineInteger' });
const cents = whole;

/** A list of one kind: the newest items, and whether older ones were left out. */
const bounded = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item).max(timelineMaxItems), more: z.boolean() });

export const timelinePassageSchema = z.object({
  passageId: z.string(),
  gantry: z.string(),
  direction: z.string(),
  passedAt: instant,
  vehicleClass: whole,
  emissionTier: z.string().nullable(),
  /** Billed elsewhere: a toll tag paid it. */
  tagPaid: z.boolean(),
  receivedAt: instant,
});

export const timelineTripSchema = z.object({
  id: whole,
  direction: z.string(),
  inGate: z.string(),
  outGate: z.string().nullable(),
  firstPassageAt: instant,
  lastPassageAt: instant,
  vehicleClass: whole,
  /** TERMINE or EN_COURS. */
  status: z.string(),
  nature: z.string(),
  /** Where the trip stands on the dunning ladder (due, notice, OMP, paid, cancelled...). */
  dunningStage: z.string().nullable(),
  paymentLimit: z.string().nullable(),
  tagPaidOnly: z.boolean(),
  /** Null when the trip could not be priced (pricingError says why). */
  ttcCents: cents.nullable(),
  pricingError: z.string().nullable(),
  indemnityCents: cents,
  alreadyPaidCents: cents,
  deadline: instant,
  noticeNumber: z.string().nullable(),
  noticeDate: instant.nullable(),
  ticketNumber: z.string().nullable(),
  paidAt: instant.nullable(),
  paymentId: z.string().nullable(),
});

export const timelineNotificationSchema = z.object({
  receivedAt: instant,
  provider: z.string(),
  /** applied, replayed, forged, unknown_payment, amount_mismatch. */
  verdict: z.string(),
  /** The status the PSP meant (SUCCEED, REJECTED...), when it could be read. */
  outcome: z.string().nullable(),
});

export const timelinePaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  method: z.string().nullable(),
  provider: z.string().nullable(),
  pspTransaction: z.string().nullable(),
  pspCode: z.string().nullable(),
  amountCents: cents,
  refundDue: z.boolean(),
  /** What refunds through the PSP gave back of it (issue 29 item 1). */
  refundedCents: cents,
  payerEmail: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: instant,
  submittedAt: instant.nullable(),
  settledAt: instant.nullable(),
  /** The trips it paid (timeline trip ids; a prepaid trip has none). */
  tripIds: z.array(whole),
  notifications: z.array(timelineNotificationSchema),
});

export const timelineMailSchema = z.object({
  id: whole,
  /** payment_receipt, alert_passage, protest_decision... */
  kind: z.string(),
  recipient: z.string(),
  /** pending, sent, captured, skipped. */
  status: z.string(),
  attempts: whole,
  createdAt: instant,
  sentAt: instant.nullable(),
});

export const timelineClaimSchema = z.object({
  reference: z.string(),
  type: z.string(),
  reasonCode: z.string(),
  status: z.string(),
  claimantEmail: z.string(),
  createdAt: instant,
  decidedAt: instant.nullable(),
  tripIds: z.array(whole),
});

export const timelineAlertSchema = z.object({
  email: z.string(),
  /** pending, active or ended. */
  state: z.string(),
  active: z.boolean(),
  endReason: z.string().nullable(),
  createdAt: instant,
  confirmedAt: instant.nullable(),
  endedAt: instant.nullable(),
});

export const timelineAccountSchema = z.object({
  accountEmail: z.string(),
  registeredAt: instant,
  validFrom: instant.nullable(),
  validUntil: instant.nullable(),
  /** The customer proved they hold the vehicle (issue 24): its trips are listed to them. */
  proved: z.boolean(),
});

export const timelineFleetSchema = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  validFrom: instant,
  validUntil: instant.nullable(),
});

export const vehicleTimelineSchema = z.object({
  plate: z.string(),
  country: z.string(),
  /** Whether the addresses below are shown whole (the reader's roles need them) or masked. */
  emailsMasked: z.boolean(),
  passages: bounded(timelinePassageSchema),
  trips: bounded(timelineTripSchema),
  payments: bounded(timelinePaymentSchema),
  mails: bounded(timelineMailSchema),
  claims: bounded(timelineClaimSchema),
  alerts: bounded(timelineAlertSchema),
  accounts: bounded(timelineAccountSchema),
  fleets: bounded(timelineFleetSchema),
});
export type VehicleTimeline = z.infer<typeof vehicleTimelineSchema>;
export type TimelinePassage = z.infer<typeof timelinePassageSchema>;
export type TimelineTrip = z.infer<typeof timelineTripSchema>;
export type TimelinePayment = z.infer<typeof timelinePaymentSchema>;
export type TimelineNotification = z.infer<typeof timelineNotificationSchema>;
export type TimelineMail = z.infer<typeof timelineMailSchema>;
export type TimelineClaim = z.infer<typeof timelineClaimSchema>;
export type TimelineAlert = z.infer<typeof timelineAlertSchema>;
export type TimelineAccount = z.infer<typeof timelineAccountSchema>;
export type TimelineFleet = z.infer<typeof timelineFleetSchema>;
