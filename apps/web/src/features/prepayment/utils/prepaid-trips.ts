import { isJourneySet, type Journey, type JourneyGate, type VehicleClass } from '@portico/contract';
import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';
import { readPrepaidTrips } from './prepaid-list.ts';

/** One priced leg of a prepayment: its gates as the price call named them, and its price. */
export interface PricedLeg {
  in: JourneyGate;
  out: JourneyGate;
  total: number;
}

/** What the add button stores: the legs (outbound, and return for a round trip), `count` times. */
export interface PrepaymentToAdd {
  legs: readonly PricedLeg[];
  count: number;
  vehicleCategory: VehicleClass;
  /** The foreign plate's "electric" box; the basket sends it so the trip is charged as estimated. */
  electric: boolean;
}

/** The French VAT rate the journeys carry; the server prices the basket itself. */
const vatPercent = 20;

/** A synthetic trip with status PREPAYMENT, as the trips lists show and the basket sends it. */
function prepaidJourney(
  id: string,
  leg: PricedLeg,
  vehicleCategory: VehicleClass,
  now: Date,
): Journey {
  const htPrice = Math.round((leg.total * 100) / (100 + vatPercent));
  return {
    id,
    inProgressId: null,
    date: now.toISOString(),
    deadline: null,
    in: leg.in,
    out: leg.out,
    carCategory: vehicleCategory,
    nature: 'prePayment',
    status: 'PREPAYMENT',
    completed: true,
    paymentLimit: null,
    caseOrigin: null,
    cnpNumber: null,
    pvNumber: null,
    ticketNumber: null,
    htPrice,
    tva: vatPercent,
    tvaPrice: leg.total - htPrice,
    ttcPrice: leg.total,
    indemnity: 0,
    alreadyPaid: 0,
    totalPrice: leg.total,
    company: null,
  };
}

/**
 * Adds the prepayment to the stored lookup: each leg `count` times as a trip of its own (a round
 * trip x2 is four trips), each removable on the trips list and paid with the other trips. Returns
 * false when no lookup is stored (nothing to add the trips to).
 */
export function storePrepayment(toAdd: PrepaymentToAdd, now = new Date()): boolean {
  // The stored lookup as it is (its plateHasAccount too): the trips are added to its list.
  const set = readStored('local', storageKeys.journeys);
  if (!isJourneySet(set)) return false;
  const stamp = now.getTime().toString(36);
  const added: Journey[] = [];
  for (let round = 0; round < toAdd.count; round += 1)
    toAdd.legs.forEach((leg, index) =>
      added.push(
        prepaidJourney(`prepaid-${stamp}-${round}-${index}`, leg, toAdd.vehicleCategory, now),
      ),
    );
  writeStored('local', storageKeys.journeys, { ...set, journeys: [...set.journeys, ...added] });
  writeStored('local', storageKeys.prepaidJourneys, [
    ...readPrepaidTrips(),
    ...added.map(({ id }) => ({ id, electric: toAdd.electric })),
  ]);
  return true;
}
