import type { SpreadsheetFormat } from '@portico/contract';

/** The bytes a format is recognised from. */
export const spreadsheetSniffBytes = 4096;

/**
 * The format of a file by its first bytes (up to spreadsheetSniffBytes), never by its name:
 * 'xlsx' for a zip (a local file header), 'csv' for text (no NUL, no control characters but tab
 * and line ends; not a PDF, which starts as text), null otherwise (an image, an old .xls, a PDF).
 */
export function sniffSpreadsheet(head: Uint8Array): SpreadsheetFormat | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4) {
    return 'xlsx';
  }
  if (head.length === 0) return null;
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === '%PDF-') return null;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return null;
    if (byte === 0x7f) return null;
  }
  return 'csv';
}
