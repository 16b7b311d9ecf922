/**
 * Spreadsheets in and out (issue 25: the fleet's import and export, the fleet trips' export):
 * CSV as Excel writes it in French and Italian, and XLSX through a small module of our own on
 * fflate (zip) and saxes (streaming XML). Both directions stream rows.
 *
 * Out: writeSpreadsheet(rows, format) -> Readable (write-spreadsheet.ts).
 * In: sniffSpreadsheet(firstBytes) -> format | null, then readSpreadsheet(file, format).rows(max).
 */
export { writeSpreadsheet, spreadsheetMediaTypes, columnName } from './write-spreadsheet.ts';
export {
  excelSerialOf,
  parisDateTimeText,
  wallClockMsOfSerial,
  type SpreadsheetCell,
  type SpreadsheetRow,
} from './cells.ts';
export {
  readSpreadsheet,
  type OpenedSpreadsheet,
  type ReadCell,
  type ReadRow,
} from './read-spreadsheet.ts';
export { SpreadsheetReadError, type SpreadsheetReadFailure } from './read-errors.ts';
export { sniffSpreadsheet, spreadsheetSniffBytes } from './sniff.ts';
export {
  instantOfParisWallClock,
  parisWallClock,
  wallClockMs,
  type WallClock,
} from './paris-time.ts';
