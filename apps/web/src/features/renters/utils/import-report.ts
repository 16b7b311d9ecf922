import {
  fleetImportRowReasons,
  type FleetImportError,
  type FleetImportRowError,
} from '@portico/contract';
import { isRecord } from '../../../lib/storage.ts';

const reasons = new Set<string>(fleetImportRowReasons);

function isRowError(value: unknown): value is FleetImportRowError {
  return (
    isRecord(value) &&
    typeof value.row === 'number' &&
    typeof value.reason === 'string' &&
    reasons.has(value.reason) &&
    (value.numberPlate === undefined || typeof value.numberPlate === 'string')
  );
}

/**
 * The row report of a refused import, from the error's answer (the browser does not parse
 * answers with the contract's schemas: only what the page shows is checked here).
 */
export function importReport(
  body: unknown,
): Pick<FleetImportError, 'rows' | 'rowErrorCount' | 'supportEmail'> {
  if (!isRecord(body)) return {};
  const rows = Array.isArray(body.rows) ? body.rows.filter(isRowError) : [];
  return {
    rows,
    rowErrorCount: typeof body.rowErrorCount === 'number' ? body.rowErrorCount : rows.length,
    supportEmail: typeof body.supportEmail === 'string' ? body.supportEmail : null,
  };
}
