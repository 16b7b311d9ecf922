import type { Language, RenterJourney } from '@portico/contract';
import type { SpreadsheetRow } from '../../shared/spreadsheets/index.ts';
import { exportTexts, fleetTripColumns } from './export-texts.ts';

/** The header row of the export in this language. */
export function exportHeader(language: Language): SpreadsheetRow {
  const { header } = exportTexts[language];
  return fleetTripColumns.map((column) => header[column]);
}

const euros = (cents: number): number => cents / 100;

/**
 * One trip as an export row: dates as instants (the writer shows them in Paris time), amounts in
 * euros as numbers (a spreadsheet sums them), the case number of a notice or CNP.
 */
export function exportRow(trip: RenterJourney, language: Language): SpreadsheetRow {
  const words = exportTexts[language];
  return [
    new Date(trip.date),
    trip.numberPlate,
    trip.countryCode,
    trip.in.label,
    trip.out?.label ?? null,
    trip.carCategory,
    words.nature[trip.nature],
    trip.pvNumber ?? trip.ticketNumber ?? trip.cnpNumber ?? null,
    words.state[trip.state],
    euros(trip.ttcPrice),
    euros(trip.indemnity),
    euros(trip.paidAmount ?? trip.alreadyPaid),
    euros(trip.totalPrice),
    trip.deadline === null ? null : new Date(trip.deadline),
  ];
}
