import type { AlertStatusQuery, PlateCountryCode, SubscribeAlertBody } from '@portico/contract';
import type { RentalDates } from '../../../components/rental-dates.ts';

/** What the alert form sends, checked: the spec's subscription payload without its constant. */
export interface AlertRequest {
  email: string;
  countryCode: PlateCountryCode;
  /** Normalised ("ab-123 cd" -> "AB123CD"), as the server stores plates. */
  numberPlate: string;
  /** Only with "Avevo un veicolo a noleggio" checked. */
  rental: RentalDates | null;
  /** A receipt of a payment for the vehicle (issue 24 item 6), trimmed; the server normalises it. */
  receiptNumber: string;
}

export function alertStatusQuery(request: AlertRequest): AlertStatusQuery {
  return {
    countryCode: request.countryCode,
    plate: request.numberPlate,
    email: request.email,
  };
}

/**
 * Spec 000 section 3: the subscription payload always says the driver agreed to be contacted.
 * Portico (issue 24): it carries the receipt number, the proof the address may follow the vehicle.
 */
export function subscriptionBody(request: AlertRequest): SubscribeAlertBody {
  return {
    allowedContact: true,
    countryCode: request.countryCode,
    email: request.email,
    numberPlate: request.numberPlate,
    receiptNumber: request.receiptNumber,
    ...(request.rental ? { startTime: request.rental.start, endTime: request.rental.end } : {}),
  };
}
