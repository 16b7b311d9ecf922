import type { VehicleClass } from '@portico/contract';
import type { EmissionTier, TollPoint } from '../road/domain.ts';

/**
 * No tariff row prices this toll point for this class and tier on this date. A bug in the
 * operator's data, never a free trip: pricing it at zero would hide the hole and lose revenue.
 */
export class MissingTariffError extends Error {
  override name = 'MissingTariffError';

  readonly tollPoint: TollPoint;
  readonly vehicleClass: VehicleClass;
  readonly emissionTier: EmissionTier;
  readonly date: string;

  constructor(
    tollPoint: TollPoint,
    vehicleClass: VehicleClass,
    emissionTier: EmissionTier,
    date: string,
  ) {
    const point =
      'gantryCode' in tollPoint ? tollPoint.gantryCode : `${tollPoint.pairCode} transit`;
    super(`no tariff for ${point}, class ${vehicleClass} ${emissionTier} on ${date}`);
    this.tollPoint = tollPoint;
    this.vehicleClass = vehicleClass;
    this.emissionTier = emissionTier;
    this.date = date;
  }
}

/** The gantries of a trip are not a trip on this road: unknown, or crossed twice. */
export class TripGantriesError extends Error {
  override name = 'TripGantriesError';

  readonly reason: 'unknown_gantry' | 'repeated_gantry';
  readonly gantryCode: string;

  constructor(reason: 'unknown_gantry' | 'repeated_gantry', gantryCode: string) {
    super(`${reason.replace('_', ' ')}: ${gantryCode}`);
    this.reason = reason;
    this.gantryCode = gantryCode;
  }
}
