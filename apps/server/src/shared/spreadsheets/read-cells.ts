// Apart from read-spreadsheet.ts, which imports the CSV and XLSX readers that use them.

/** A cell as read: text, a number (XLSX only; a date cell is its serial), or empty. */
export type ReadCell = string | number | null;

/** One non-empty row: its number as a spreadsheet shows it (1-based) and its cells. */
export interface ReadRow {
  row: number;
  cells: ReadCell[];
}
