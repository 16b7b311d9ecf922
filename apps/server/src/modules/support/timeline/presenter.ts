import type {
  TimelineAccount,
  TimelineAlert,
  TimelineClaim,
  TimelineFleet,
  TimelineMail,
  TimelinePassage,
  TimelinePayment,
  TimelineTrip,
} from '@portico/contract';
import type { TimelineAlertRow } from './alerts.ts';
import type { TimelineClaimRow } from './claims.ts';
import type { TimelineAccountRow, TimelineFleetRow } from './holders.ts';
import type { TimelineMailRow } from './mails.ts';
import type { TimelinePassageRow } from './passages.ts';
import type { PaymentNotificationRow, TimelinePaymentRow } from './payments.ts';
import type { TimelineTripRow } from './trips.ts';

/** Turns the timeline's rows into the answer: ISO instants, the contract's names, addresses shown. */

type ShowEmail = (email: string) => string;
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const presentPassage = (row: TimelinePassageRow): TimelinePassage => ({
  passageId: row.passageId,
  gantry: row.gantry,
  direction: row.direction,
  passedAt: iso(row.passedAt),
  vehicleClass: row.vehicleClass,
  emissionTier: row.emissionTier,
  tagPaid: row.tagPaid,
  receivedAt: iso(row.receivedAt),
});

export const presentTrip = (row: TimelineTripRow): TimelineTrip => ({
  id: row.id,
  direction: row.direction,
  inGate: row.inGate,
  outGate: row.outGate,
  firstPassageAt: iso(row.firstPassageAt),
  lastPassageAt: iso(row.lastPassageAt),
  vehicleClass: row.vehicleClass,
  status: row.status,
  nature: row.nature,
  dunningStage: row.dunningKind,
  paymentLimit: row.paymentLimit,
  tagPaidOnly: row.tagPaidOnly,
  ttcCents: row.ttcCents,
  pricingError: row.pricingError,
  indemnityCents: row.indemnityCents,
  alreadyPaidCents: row.alreadyPaidCents,
  deadline: iso(row.deadline),
  noticeNumber: row.pvNumber,
  noticeDate: isoOrNull(row.noticeDate),
  ticketNumber: row.ticketNumber,
  paidAt: isoOrNull(row.paidAt),
  paymentId: row.paymentId,
});

export const presentPayment = (
  row: TimelinePaymentRow,
  tripIds: number[],
  notifications: readonly PaymentNotificationRow[],
  show: ShowEmail,
  refundedCents: number,
): TimelinePayment => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  method: row.method,
  provider: row.provider,
  pspTransaction: row.pspTransaction,
  pspCode: row.pspCode,
  amountCents: row.amountCents,
  refundDue: row.refundDue,
  refundedCents,
  payerEmail: row.email === null ? null : show(row.email),
  receiptNumber: row.receiptNumber,
  createdAt: iso(row.createdAt),
  submittedAt: isoOrNull(row.submittedAt),
  settledAt: isoOrNull(row.settledAt),
  tripIds,
  notifications: notifications.map((notification) => ({
    receivedAt: iso(notification.receivedAt),
    provider: notification.provider,
    verdict: notification.verdict,
    outcome: notification.outcome,
  })),
});

export const presentMail = (row: TimelineMailRow, show: ShowEmail): TimelineMail => ({
  id: row.id,
  kind: row.kind,
  recipient: show(row.recipient),
  status: row.status,
  attempts: row.attempts,
  createdAt: iso(row.createdAt),
  sentAt: isoOrNull(row.sentAt),
});

export const presentClaim = (
  row: TimelineClaimRow,
  tripIds: number[],
  show: ShowEmail,
): TimelineClaim => ({
  reference: row.reference,
  type: row.type,
  reasonCode: row.reasonCode,
  status: row.status,
  claimantEmail: show(row.email),
  createdAt: iso(row.createdAt),
  decidedAt: isoOrNull(row.decidedAt),
  tripIds,
});

export const presentAlert = (row: TimelineAlertRow, show: ShowEmail): TimelineAlert => ({
  email: show(row.email),
  state: row.state,
  active: row.state === 'active',
  endReason: row.endReason,
  createdAt: iso(row.createdAt),
  confirmedAt: isoOrNull(row.confirmedAt),
  endedAt: isoOrNull(row.endedAt),
});

export const presentAccount = (row: TimelineAccountRow, show: ShowEmail): TimelineAccount => ({
  accountEmail: show(row.email),
  registeredAt: iso(row.createdAt),
  validFrom: isoOrNull(row.validityStartDate),
  validUntil: isoOrNull(row.validityEndDate),
  proved: row.provenAt !== null,
});

export const presentFleet = (row: TimelineFleetRow): TimelineFleet => ({
  companyCode: row.companyCode,
  companyName: row.companyName,
  validFrom: iso(row.validFrom),
  validUntil: isoOrNull(row.validUntil),
});
