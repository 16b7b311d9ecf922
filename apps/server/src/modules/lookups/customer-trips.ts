import { type AuthenticatedJourneysQuery, lookupTarget } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';

/**
 * A signed-in customer's registered plate as the authenticated lookup and the customer's payments
 * read it (issue 12 item 4): a rented vehicle's trips are the customer's only within its validity
 * dates; a vehicle of one's own (no dates) has all of them.
 */
export interface CustomerPlate {
  plate: string;
  countryCode: string;
  validityStartDate: Date | null;
  validityEndDate: Date | null;
}

/** The trips' date bounds of a read: undefined is no bound. */
export interface TripWindow {
  from: Date | undefined;
  to: Date | undefined;
}

/** The plate's validity period narrowed further by the query's bounds (the later start, the earlier end). */
export function customerTripWindow(plate: CustomerPlate, query: TripWindow): TripWindow {
  return {
    from: later(plate.validityStartDate ?? undefined, query.from),
    to: earlier(plate.validityEndDate ?? undefined, query.to),
  };
}

/** Whether a trip of this date (its first passage) is within the window, bounds included. */
export function inTripWindow(date: Date, { from, to }: TripWindow): boolean {
  return (!from || date >= from) && (!to || date <= to);
}

/** The customer's plate of this plate and country, if registered. */
export function findCustomerPlate(
  plates: readonly CustomerPlate[],
  vehicle: { plate: string; countryCode: string },
): CustomerPlate | undefined {
  return plates.find(
    (candidate) =>
      candidate.plate === vehicle.plate && candidate.countryCode === vehicle.countryCode,
  );
}

/**
 * The plates the query asks for: all of them without a plate or country; with them, the one
 * registered plate they name (400 with the public lookup's codes when malformed, 404
 * vehicle_not_found when the customer has no such plate: another customer's plate answers the
 * same, so the call tells nothing of other accounts).
 */
export function askedPlates(
  plates: readonly CustomerPlate[],
  query: Pick<AuthenticatedJourneysQuery, 'plate' | 'country'>,
): readonly CustomerPlate[] {
  if (!query.plate?.trim() && !query.country?.trim()) return plates;
  const checked = lookupTarget({ plate: query.plate, country: query.country });
  if (!checked.ok) throw new AppError(400, checked.code);
  if (checked.target.kind !== 'plate') throw new AppError(400, 'number_plate_mandatory');
  const found = findCustomerPlate(plates, checked.target);
  if (!found) throw new AppError(404, 'vehicle_not_found');
  return [found];
}

function later(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a || !b) return a ?? b;
  return a > b ? a : b;
}

function earlier(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a || !b) return a ?? b;
  return a < b ? a : b;
}
