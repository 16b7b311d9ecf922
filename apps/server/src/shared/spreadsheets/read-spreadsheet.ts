import type { SpreadsheetFormat } from '@portico/contract';
import { readCsvRows } from './read-csv.ts';
import { openXlsx } from './read-xlsx.ts';
import type { ReadRow } from './read-cells.ts';

export type { ReadCell, ReadRow } from './read-cells.ts';

export interface OpenedSpreadsheet {
  /** XLSX serial dates count from 1904 (wallClockMsOfSerial's second argument). */
  date1904: boolean;
  /** The rows, parsed as they are pulled; past maxRows throws SpreadsheetReadError too_many_rows. */
  rows(maxRows: number): Iterable<ReadRow>;
}

/**
 * readSpreadsheet(file, format): a CSV or XLSX file held in memory (its format found by
 * sniffSpreadsheet), read row by row. Throws SpreadsheetReadError (read_file, parse_content,
 * too_many_rows) on a file it cannot read, while opening or while its rows are pulled.
 */
export function readSpreadsheet(file: Buffer, format: SpreadsheetFormat): OpenedSpreadsheet {
  if (format === 'csv') return { date1904: false, rows: (maxRows) => readCsvRows(file, maxRows) };
  return openXlsx(file);
}
