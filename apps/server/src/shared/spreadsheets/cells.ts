import { parisWallClock, wallClockMs } from './paris-time.ts';

/**
 * One cell of a spreadsheet row: text, a number, an instant (written as a Paris date and time),
 * or empty.
 */
export type SpreadsheetCell = string | number | Date | null;
export type SpreadsheetRow = readonly SpreadsheetCell[];

/** Excel's day 0 of the 1900 date system (its serial dates count days from it). */
const excelEpochMs = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;

/** The Excel serial date of an instant's Paris wall clock (days and fractions of a day). */
export function excelSerialOf(instant: Date): number {
  return (wallClockMs(parisWallClock(instant)) - excelEpochMs) / dayMs;
}

/** The wall clock (read as UTC milliseconds) of an Excel serial date, to the nearest second. */
export function wallClockMsOfSerial(serial: number, date1904: boolean): number {
  const days = date1904 ? serial + 1462 : serial;
  return Math.round((excelEpochMs + days * dayMs) / 1000) * 1000;
}

const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy HH:mm in Paris time: how the CSV files write an instant (and read it back). */
export function parisDateTimeText(instant: Date): string {
  const wall = parisWallClock(instant);
  return `${two(wall.day)}/${two(wall.month)}/${wall.year} ${two(wall.hour)}:${two(wall.minute)}`;
}
