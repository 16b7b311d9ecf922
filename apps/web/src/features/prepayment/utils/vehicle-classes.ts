import type { VehicleClass } from '@portico/contract';

/**
 * Spec 001 section 9: which class each kind of vehicle pays, by class. The picker shows each
 * class with the vehicles it covers, in words (locale keys `prepayment.classes.{class}`).
 */
export const vehicleClasses: readonly VehicleClass[] = [1, 2, 3, 4, 5];

/** The kinds of vehicle the table names (keys under `prepayment.vehicles`). */
export type VehicleKind =
  | 'carUpTo2m'
  | 'carWithTrailer'
  | 'vanUpTo2m'
  | 'caravanOver2m'
  | 'vanOver2m'
  | 'camperUnder3m'
  | 'camperOver3m'
  | 'twoAxlesOver3m'
  | 'threeAxles'
  | 'motorbike';

/** The vehicles a class covers. */
export const vehiclesOfClass: Record<VehicleClass, readonly VehicleKind[]> = {
  1: ['carUpTo2m', 'carWithTrailer', 'vanUpTo2m'],
  2: ['caravanOver2m', 'vanOver2m', 'camperUnder3m'],
  3: ['camperOver3m', 'twoAxlesOver3m'],
  4: ['threeAxles'],
  5: ['motorbike'],
};
