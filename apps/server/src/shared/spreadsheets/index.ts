/**
 * Spreadsheets in and out (issue 25: the fleet's import and export, the fleet trips' export):
 * CSV as Excel writes it in French and Italian, and XLSX through a small module of our own on
 * fflate (zip) and saxes (streaming XML). Both directions stream rows.
 */
export { writeSpreadsheet, spreadsheetMediaTypes, columnName } from './write-spreadsheet.ts';
export type { SpreadsheetCell, SpreadsheetRow } from './cells.ts';
