import { parisDateTime, parisInstant } from '@portico/contract';
import { isRecord, readStored, removeStored, storageKeys, writeStored } from '../lib/storage.ts';

/** A rental period as the alert and vehicle calls send it: ISO instants (spec 000 section 3). */
export interface RentalDates {
  start: string;
  end: string;
}

/** The four fields of the rental date selector, as the date and time inputs give them. */
export interface RentalDateFields {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export const rentalDateFieldNames = ['startDate', 'startTime', 'endDate', 'endTime'] as const;

export const emptyRentalDateFields: RentalDateFields = {
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
};

/**
 * Spec 000 section 5 "Rental dates": all four fields are required; the end is not checked
 * against the start. The dates and times are the operator's (Europe/Paris: a rental on the A79
 * is told in French time, whatever the phone's own time zone), read as instants. Null while a
 * field is missing (or not a real date or time).
 */
export function rentalDatesOf(fields: RentalDateFields): RentalDates | null {
  const start = parisInstant(fields.startDate, fields.startTime);
  const end = parisInstant(fields.endDate, fields.endTime);
  return start && end ? { start: start.toISOString(), end: end.toISOString() } : null;
}

/** The fields that show a period (initial values): its instants' Paris dates and times. */
export function rentalDateFieldsOf(dates: RentalDates | null | undefined): RentalDateFields {
  const start = dates ? new Date(dates.start) : null;
  const end = dates ? new Date(dates.end) : null;
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return emptyRentalDateFields;
  }
  const from = parisDateTime(start);
  const to = parisDateTime(end);
  return { startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time };
}

/** The period stored under the spec's key `location/dates` (fields start, end), if readable. */
export function readStoredRentalDates(): RentalDates | null {
  const stored = readStored('local', storageKeys.locationDates);
  if (!isRecord(stored) || typeof stored.start !== 'string' || typeof stored.end !== 'string') {
    return null;
  }
  return { start: stored.start, end: stored.end };
}

/** Stores the period the selector emits, or forgets it once a field is missing again. */
export function storeRentalDates(dates: RentalDates | null): void {
  if (dates) writeStored('local', storageKeys.locationDates, dates);
  else removeStored('local', storageKeys.locationDates);
}

/**
 * The alert form and the add-vehicle dialog store the period they show, as the spec's selector
 * does; once they succeed it is theirs (the subscription's, the vehicle's), not the next lookup's:
 * left under `location/dates`, every later lookup would look like a rented vehicle's, its
 * prepayment and trip completion disabled (spec 001 section 5 ties those to dates stored with the
 * lookup; issue 26 item 11).
 */
export function forgetFormRentalDates(): void {
  storeRentalDates(null);
}
