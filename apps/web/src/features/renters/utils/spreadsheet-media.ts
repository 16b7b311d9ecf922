import type { SpreadsheetFormat } from '@portico/contract';

/** What the downloads ask for (Accept) in each format of the exports and the template. */
export const spreadsheetMediaTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A downloaded file's name: what it holds and the day it was taken. */
export function datedFileName(kind: string, format: SpreadsheetFormat, now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.${format}`;
}
