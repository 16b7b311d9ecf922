import type { RegisteredPlate } from '@portico/contract';

/**
 * Spec 000 section 6: a vehicle's "Notifica Info transito" toggle shows only when the home page
 * offers the subscription and, for a rented vehicle, while its rental has not ended.
 */
export function alertToggleShown(
  plate: Pick<RegisteredPlate, 'validityEndDate'>,
  alertsOffered: boolean,
  now: Date = new Date(),
): boolean {
  if (!alertsOffered) return false;
  if (!plate.validityEndDate) return true;
  return new Date(plate.validityEndDate).getTime() > now.getTime();
}
