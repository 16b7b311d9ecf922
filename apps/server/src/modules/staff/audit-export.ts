import { type AuditFilters, auditExportRowsMax } from '@portico/contract';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import type { SpreadsheetRow } from '../../shared/spreadsheets/cells.ts';
import { writeSpreadsheet } from '../../shared/spreadsheets/write-spreadsheet.ts';
import { auditWindow, readAuditPage } from './audit-log.ts';

/** Rows read per query while the file streams: one keyset page at a time, never the whole log. */
const exportBatch = 1_000;

const header: SpreadsheetRow = [
  'at (UTC)',
  'staff id',
  'staff name',
  'action',
  'target type',
  'target id',
  'reason',
  'before',
  'after',
  'address',
  'request id',
];

const jsonCell = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The rows of the filters' events, newest first, at most `auditExportRowsMax`. */
async function* auditRows(
  db: Database,
  whitelabelId: number,
  filters: AuditFilters,
  now: Date,
): AsyncGenerator<SpreadsheetRow> {
  yield header;
  let cursor: string | undefined;
  let written = 0;
  do {
    const pageSize = Math.min(exportBatch, auditExportRowsMax - written);
    const page = await readAuditPage(db, whitelabelId, { ...filters, cursor, pageSize }, now);
    for (const event of page.events) {
      yield [
        event.at,
        event.staffId,
        event.staffName,
        event.action,
        event.targetType,
        event.targetId,
        event.reason,
        jsonCell(event.before),
        jsonCell(event.after),
        event.address,
        event.requestId,
      ];
    }
    written += page.events.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && written < auditExportRowsMax);
}

/**
 * The audit log as a CSV file (issue 28 item 5), streamed a page at a time: the CSV writer
 * prefixes a cell that a spreadsheet would run as a formula (= + - @) with an apostrophe, so a
 * name or reason typed by someone cannot become a formula on the auditor's machine. Times are
 * ISO 8601 in UTC, before and after as JSON.
 */
export function exportAuditLog(
  db: Database,
  whitelabelId: number,
  filters: AuditFilters,
  now: Date,
): Readable {
  // A window too wide is a 400 now, not a file cut short once the answer has started.
  auditWindow(filters, now);
  return writeSpreadsheet(auditRows(db, whitelabelId, filters, now), 'csv');
}
