import { fleetImportMaxBytes, type SpreadsheetFormat } from '@portico/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.ts';
import {
  type MultipartParts,
  readWatchedParts,
  type UploadPace,
} from '../../shared/attachments/index.ts';
import { sniffSpreadsheet, spreadsheetSniffBytes } from '../../shared/spreadsheets/index.ts';

/** The import's file part. */
export const importFileField = 'importFile';

export type ReceivedImport =
  | { file: Buffer; format: SpreadsheetFormat }
  | { refused: 'renter_import_wrong_format' | 'renter_import_not_found' };

/**
 * Reads the importFile part of a multipart request as it arrives: its format found by its first
 * 4 KiB (sniffSpreadsheet), so a file that is not a spreadsheet is refused on its first bytes,
 * never read whole (the rest of the body is then drained unkept by the route); at most
 * fleetImportMaxBytes kept (past it 413 payload_too_large). Other parts are skipped. Read as
 * every upload is (readWatchedParts): `slot` (the upload gate's) aborted or the sender slower
 * than `pace` (the gate's), it stops at once, even while no byte comes, and throws an UploadCut (408 too slow
 * or past the gate's ceiling; the client gone).
 */
export function receiveImport(
  request: FastifyRequest,
  slot: AbortSignal,
  pace: UploadPace,
): Promise<ReceivedImport> {
  return readWatchedParts(request, readImportParts, { signal: slot, pace });
}

async function readImportParts(parts: MultipartParts): Promise<ReceivedImport> {
  let received: ReceivedImport | null = null;
  for await (const part of parts) {
    if (part.type === 'field') continue;
    if (part.fieldname !== importFileField || received !== null) {
      part.file.resume();
      continue;
    }
    // Room for the largest file, written as it arrives: pages never written are never resident.
    const content = Buffer.allocUnsafe(fleetImportMaxBytes);
    let bytes = 0;
    let format: SpreadsheetFormat | null = null;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (bytes + chunk.length > fleetImportMaxBytes) throw new AppError(413, 'payload_too_large');
      chunk.copy(content, bytes);
      bytes += chunk.length;
      if (format === null && bytes >= spreadsheetSniffBytes) {
        format = sniffSpreadsheet(content.subarray(0, spreadsheetSniffBytes));
        if (format === null) return { refused: 'renter_import_wrong_format' };
      }
    }
    if (bytes === 0 && part.filename === '') continue;
    format ??= sniffSpreadsheet(content.subarray(0, bytes));
    if (format === null) return { refused: 'renter_import_wrong_format' };
    received = { file: content.subarray(0, bytes), format };
  }
  return received ?? { refused: 'renter_import_not_found' };
}
