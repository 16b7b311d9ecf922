import type { RegisteredPlate } from '@portico/contract';
import type { PlateRow } from './repository.ts';

/** A stored plate as the API shows it (column names never leak). */
export function presentPlate(row: PlateRow): RegisteredPlate {
  return {
    id: row.id,
    numberPlate: row.plate,
    countryCode: row.countryCode,
    vehicleType: row.vehicleType,
    validityStartDate: row.validityStartDate?.toISOString() ?? null,
    validityEndDate: row.validityEndDate?.toISOString() ?? null,
    emailNotifications: row.emailNotifications,
    proven: row.provenAt !== null,
    alertHandoverAt: row.alertHandoverAt?.toISOString() ?? null,
  };
}

export function presentPlates(rows: readonly PlateRow[]): RegisteredPlate[] {
  return rows.map(presentPlate);
}
