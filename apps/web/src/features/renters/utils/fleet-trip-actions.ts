import type { JourneySet, RenterJourney } from '@portico/contract';
import { startClaimDraft } from '../../../lib/claim-draft.ts';
import { renterSessionMarker } from '../../../lib/renter-session.ts';
import { storageKeys, writeStored } from '../../../lib/storage.ts';

/**
 * A trip still on the road (no exit yet) is neither paid nor contested online: it completes,
 * priced, at its exit. Its row shows it in progress, without a box to choose it.
 */
export function isOngoing(trip: RenterJourney): boolean {
  return !trip.completed;
}

/** Trips a renter can still pay: owed within their 72 hours, or payment notices, completed. */
export function isPayable(trip: RenterJourney): boolean {
  return (
    !isOngoing(trip) && (trip.state === 'due' || trip.state === 'notice') && trip.totalPrice > 0
  );
}

/** The chosen trips of one plate, as a trips set of the payment and claim pages. */
function fleetTripSet(trips: readonly RenterJourney[]): JourneySet {
  const [first] = trips;
  return {
    type: 'detailed',
    company: null,
    plate: first?.numberPlate ?? '-',
    sessionId: renterSessionMarker,
    vehicleInformation: null,
    countryCode: first?.countryCode ?? 'IT',
    journeys: [...trips],
  };
}

/**
 * Pays the chosen trips together through the portal's payment page (issue 25 item 7): they are
 * stored where the page reads its basket, as a notice lookup stores them when they are notices.
 */
export function storeFleetTripsToPay(trips: readonly RenterJourney[], notices: boolean): void {
  writeStored('local', storageKeys.paymentJourneys, trips);
  writeStored('local', storageKeys.isFromAvisOrCnp, notices);
  writeStored('local', storageKeys.paymentNoticeIsValid, false);
}

/**
 * Contests the chosen trips (of one plate: a claim is about one vehicle): a claim draft on them
 * for claim/select, where the claim's category is chosen as for any visitor (renters may use
 * /claim, spec 000 "Guard redirects").
 */
export function startFleetClaim(trips: readonly RenterJourney[]): void {
  startClaimDraft(fleetTripSet(trips));
}
