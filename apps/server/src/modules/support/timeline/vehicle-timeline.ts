import { normalisePlate, timelineMaxItems, type VehicleTimeline } from '@portico/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../shared/app-error.ts';
import { recordAuditEvent } from '../../staff/audit.ts';
import type { StaffActor } from '../../staff/guard.ts';
import { emailShownTo, readsFullEmails } from '../email-policy.ts';
import { timelineAlerts } from './alerts.ts';
import { claimTripsOf, timelineClaims } from './claims.ts';
import { timelineAccounts, timelineFleets } from './holders.ts';
import { timelineMails } from './mails.ts';
import { timelinePassages } from './passages.ts';
import {
  paymentNotificationsOf,
  paymentRefundedOf,
  paymentTripsOf,
  timelinePayments,
} from './payments.ts';
import {
  presentAccount,
  presentAlert,
  presentClaim,
  presentFleet,
  presentMail,
  presentPassage,
  presentPayment,
  presentTrip,
} from './presenter.ts';
import { timelineTrips } from './trips.ts';

const groupBy = <Row, Value>(
  rows: readonly Row[],
  keyOf: (row: Row) => string | number | null,
  valueOf: (row: Row) => Value,
) => {
  const groups = new Map<string | number, Value[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    groups.set(key, [...(groups.get(key) ?? []), valueOf(row)]);
  }
  return groups;
};

/**
 * One vehicle of the reader's white-label, everything about it (issue 28 item 7). The read is
 * written to the audit log first: a timeline says where a vehicle was, so the record of who asked
 * stands even if the answer then fails (the guard's role check is the proof the reader may know).
 * A plate the white-label never saw is not found, whatever other white-labels know of it.
 */
export async function vehicleTimeline(
  db: Database,
  actor: StaffActor,
  path: { country: string; plate: string },
): Promise<VehicleTimeline> {
  const plate = normalisePlate(path.plate);
  if (!plate) throw new AppError(400, 'invalid_number_plate');
  const vehicle = { whitelabelId: actor.whitelabelId, plate, country: path.country };
  await recordAuditEvent(db, {
    whitelabelId: actor.whitelabelId,
    staff: { id: actor.id, name: actor.name },
    action: 'vehicles.timeline',
    target: { type: 'vehicle', id: `${vehicle.country}:${plate}` },
    address: actor.address,
    requestId: actor.requestId,
  });

  const max = timelineMaxItems;
  // Seven index ranges at once on the pool (none depends on another): the console has a handful
  // of agents, and the timeline answers in one round trip's time rather than seven.
  const [passages, trips, payments, claims, alerts, accounts, fleets] = await Promise.all([
    timelinePassages(db, vehicle, max),
    timelineTrips(db, vehicle, max),
    timelinePayments(db, vehicle, max),
    timelineClaims(db, vehicle, max),
    timelineAlerts(db, vehicle, max),
    timelineAccounts(db, vehicle, max),
    timelineFleets(db, vehicle, max),
  ]);
  const known = [passages, trips, payments, claims, alerts, accounts, fleets];
  if (known.every((kind) => kind.rows.length === 0)) throw new AppError(404, 'vehicle_not_found');

  const paymentIds = payments.rows.map((row) => row.id);
  const claimIds = claims.rows.map((row) => row.id);
  const [notifications, paymentTrips, claimTrips, mails, refunded] = await Promise.all([
    paymentNotificationsOf(db, paymentIds),
    paymentTripsOf(db, paymentIds),
    claimTripsOf(db, claimIds),
    timelineMails(
      db,
      vehicle.whitelabelId,
      { paymentIds, subscriptionIds: alerts.rows.map((row) => row.id), claimIds },
      max,
    ),
    paymentRefundedOf(db, paymentIds),
  ]);
  const refundedOf = new Map(refunded.map((row) => [row.paymentId, row.refundedCents]));

  const full = readsFullEmails(actor.roles);
  const show = emailShownTo(full);
  const notificationsOf = groupBy(
    notifications,
    (row) => row.paymentId,
    (row) => row,
  );
  const tripsOfPayment = groupBy(
    paymentTrips,
    (row) => row.paymentId,
    (row) => row.tripId,
  );
  const tripsOfClaim = groupBy(
    claimTrips,
    (row) => row.claimId,
    (row) => row.tripId,
  );
  const tripIds = (ids: (number | null)[] | undefined) =>
    (ids ?? []).filter((id): id is number => id !== null);

  return {
    plate,
    country: vehicle.country,
    emailsMasked: !full,
    passages: { items: passages.rows.map(presentPassage), more: passages.more },
    trips: { items: trips.rows.map(presentTrip), more: trips.more },
    payments: {
      items: payments.rows.map((row) =>
        presentPayment(
          row,
          tripIds(tripsOfPayment.get(row.id)),
          notificationsOf.get(row.id) ?? [],
          show,
          refundedOf.get(row.id) ?? 0,
        ),
      ),
      more: payments.more,
    },
    mails: { items: mails.rows.map((row) => presentMail(row, show)), more: mails.more },
    claims: {
      items: claims.rows.map((row) => presentClaim(row, tripIds(tripsOfClaim.get(row.id)), show)),
      more: claims.more,
    },
    alerts: { items: alerts.rows.map((row) => presentAlert(row, show)), more: alerts.more },
    accounts: { items: accounts.rows.map((row) => presentAccount(row, show)), more: accounts.more },
    fleets: { items: fleets.rows.map(presentFleet), more: fleets.more },
  };
}
