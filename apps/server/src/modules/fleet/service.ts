import {
  type AddFleetPlateBody,
  type CloseFleetPlateBody,
  type FleetImportError,
  type FleetImportResult,
  type FleetImportRowError,
  type FleetPlate,
  type FleetPlatesPage,
  type FleetPlatesQuery,
  fleetImportMaxRows,
  isPlateCountry,
  type Language,
  normalisePlate,
  type SpreadsheetFormat,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import {
  readSpreadsheet,
  type ReadCell,
  SpreadsheetReadError,
  type SpreadsheetRow,
} from '../../shared/spreadsheets/index.ts';
import { lockAllPlates, lockPlates, type PlateRef, plateKey } from '../journeys/repository.ts';
import { columnsOfHeader, headerRow } from './file-layout.ts';
import { relinkFleetJourneys } from './fleet-link.ts';
import { closedPastBefore, instantOfCell, latestStart, toMinute } from './fleet-dates.ts';
import { type ImportRow, planImport } from './import-plan.ts';
import {
  allCompanyPeriods,
  type FleetPeriodRow,
  findCompanyPeriod,
  insertPeriods,
  listCompanyPeriods,
  periodsOfPlates,
  renterSupportEmail,
  setPeriodEnds,
} from './repository.ts';

/** Who asks: the renter's white-label and company (request.account.companyId). */
export interface FleetOwner {
  whitelabelId: number;
  companyId: number;
}

/**
 * A refused import (400, fleetImportErrorSchema): the routes answer its body as it is. Nothing
 * was written.
 */
export class FleetImportRefusal extends Error {
  override name = 'FleetImportRefusal';
  readonly body: FleetImportError;
  constructor(body: FleetImportError) {
    super(body.message);
    this.body = body;
  }
}

/** At most this many refused rows are listed (rowErrorCount counts them all). */
const listedRowErrors = 1000;
/** Past this many plates an import locks the white-label's plates at once (lockAllPlates). */
const platesLockedOneByOne = 1000;

export interface FleetService {
  list(owner: FleetOwner, query: FleetPlatesQuery): Promise<FleetPlatesPage>;
  add(owner: FleetOwner, body: AddFleetPlateBody): Promise<FleetPlate>;
  close(owner: FleetOwner, id: number, body: CloseFleetPlateBody): Promise<FleetPlate>;
  /** A file already sniffed as `format`; throws FleetImportRefusal. */
  importFile(
    owner: FleetOwner,
    file: Buffer,
    format: SpreadsheetFormat,
  ): Promise<FleetImportResult>;
  /** The refusal of a file that is not read at all (wrong format, no file part). */
  refusal(whitelabelId: number, message: FleetImportError['message']): Promise<FleetImportRefusal>;
  /** The export's rows, header first, in the import's layout. */
  exportRows(owner: FleetOwner, language: Language): Promise<SpreadsheetRow[]>;
  templateRows(language: Language): SpreadsheetRow[];
}

export function createFleetService(
  db: Database,
  { clock = () => new Date() }: { clock?: () => Date } = {},
): FleetService {
  const present = (row: FleetPeriodRow): FleetPlate => {
    const now = clock();
    return {
      id: row.id,
      countryCode: row.countryCode as FleetPlate['countryCode'],
      numberPlate: row.plate,
      validityStartDate: row.validFrom.toISOString(),
      validityEndDate: row.validUntil?.toISOString() ?? null,
      active: row.validFrom <= now && (row.validUntil === null || row.validUntil > now),
    };
  };

  const conflictOf = (periods: readonly FleetPeriodRow[], from: Date, until: Date | null) =>
    periods.some(
      (period) =>
        period.validFrom < (until ?? new Date(8.64e15)) &&
        from < (period.validUntil ?? new Date(8.64e15)),
    );

  const refusal = async (whitelabelId: number, message: FleetImportError['message']) =>
    new FleetImportRefusal({ message, supportEmail: await renterSupportEmail(db, whitelabelId) });

  return {
    async list(owner, query) {
      const search = query.search ? query.search.replace(/[^A-Za-z0-9]/g, '').toUpperCase() : null;
      const { rows, total } = await listCompanyPeriods(
        db,
        owner.whitelabelId,
        owner.companyId,
        query,
        search,
        clock(),
      );
      return {
        plates: rows.map(present),
        page: query.page,
        pageSize: query.pageSize,
        pageTotal: Math.ceil(total / query.pageSize),
        total,
      };
    },

    async add(owner, body) {
      const plate = normalisePlate(body.numberPlate);
      if (!plate) throw new AppError(400, 'invalid_number_plate');
      const now = clock();
      const from = toMinute(new Date(body.validityStartDate));
      const until = body.validityEndDate ? toMinute(new Date(body.validityEndDate)) : null;
      if (from > latestStart(now)) throw new AppError(400, 'invalid_date_range');
      if (until && (until <= from || until < closedPastBefore(now))) {
        throw new AppError(400, 'invalid_date_range');
      }
      const vehicle: PlateRef = { plate, countryCode: body.countryCode };
      const row = await db.transaction(async (tx) => {
        await lockPlates(tx, owner.whitelabelId, [vehicle]);
        const periods = await periodsOfPlates(tx, owner.whitelabelId, [vehicle]);
        if (conflictOf(periods, from, until)) throw new AppError(409, 'fleet_period_overlap');
        const [id] = await insertPeriods(tx, owner.whitelabelId, owner.companyId, [
          { ...vehicle, validFrom: from, validUntil: until },
        ]);
        await relinkFleetJourneys(tx, owner.whitelabelId, [vehicle]);
        return findCompanyPeriod(tx, owner.whitelabelId, owner.companyId, id!);
      });
      return present(row!);
    },

    async close(owner, id, body) {
      const now = clock();
      const until = toMinute(new Date(body.validityEndDate));
      const row = await db.transaction(async (tx) => {
        const found = await findCompanyPeriod(tx, owner.whitelabelId, owner.companyId, id);
        if (!found) throw new AppError(404, 'vehicle_not_found');
        await lockPlates(tx, owner.whitelabelId, [found]);
        // Read again under the lock: a concurrent closure may have moved it meanwhile.
        const periods = await periodsOfPlates(tx, owner.whitelabelId, [found]);
        const current = periods.find((period) => period.id === id)!;
        const closedPast = closedPastBefore(now);
        if (
          until <= current.validFrom ||
          until < closedPast ||
          (current.validUntil !== null && current.validUntil < closedPast)
        ) {
          throw new AppError(400, 'invalid_date_range');
        }
        const others = periods.filter((period) => period.id !== id);
        if (conflictOf(others, current.validFrom, until)) {
          throw new AppError(409, 'fleet_period_overlap');
        }
        await setPeriodEnds(tx, [{ id, validUntil: until }]);
        await relinkFleetJourneys(tx, owner.whitelabelId, [found]);
        return findCompanyPeriod(tx, owner.whitelabelId, owner.companyId, id);
      });
      return present(row!);
    },

    async importFile(owner, file, format) {
      const { rows, errors } = readImportRows(file, format);
      if (errors === 'parse_content' || errors === 'read_file') {
        throw await refusal(owner.whitelabelId, `renter_import_${errors}`);
      }
      const plates = uniquePlates(rows);
      const now = clock();
      const applied = await db.transaction(async (tx) => {
        if (plates.length > platesLockedOneByOne) await lockAllPlates(tx, owner.whitelabelId);
        else await lockPlates(tx, owner.whitelabelId, plates);
        const existing = await periodsOfPlates(tx, owner.whitelabelId, plates);
        const plan = planImport(rows, existing, owner.companyId, now);
        const rowErrors = [...errors, ...plan.errors].sort((a, b) => a.row - b.row);
        if (rowErrors.length > 0) return { rowErrors };
        await insertPeriods(tx, owner.whitelabelId, owner.companyId, plan.inserts);
        await setPeriodEnds(tx, plan.ends);
        const touched = uniquePlates([
          ...plan.inserts,
          ...existing.filter((period) => plan.ends.some((end) => end.id === period.id)),
        ]);
        await relinkFleetJourneys(tx, owner.whitelabelId, touched);
        return {
          result: {
            rows: rows.length + errors.length,
            added: plan.inserts.length,
            closed: plan.ends.length,
            unchanged: plan.unchanged,
          },
        };
      });
      if ('result' in applied && applied.result) return applied.result;
      const rowErrors = applied.rowErrors ?? [];
      throw new FleetImportRefusal({
        message: 'renter_import_error',
        rows: rowErrors.slice(0, listedRowErrors),
        rowErrorCount: rowErrors.length,
        supportEmail: await renterSupportEmail(db, owner.whitelabelId),
      });
    },

    refusal,

    async exportRows(owner, language) {
      const periods = await allCompanyPeriods(db, owner.whitelabelId, owner.companyId);
      return [
        headerRow(language),
        ...periods.map((period) => [
          period.countryCode,
          period.plate,
          period.validFrom,
          period.validUntil,
        ]),
      ];
    },

    templateRows: (language) => [headerRow(language)],
  };
}

function uniquePlates(items: readonly PlateRef[]): PlateRef[] {
  const unique = new Map<string, PlateRef>();
  for (const { plate, countryCode } of items)
    unique.set(plateKey({ plate, countryCode }), { plate, countryCode });
  return [...unique.values()];
}

/**
 * The file's rows, each read and checked alone (country, plate, dates): the good ones, and the
 * refused ones with their reason; or the file-level failure when the file cannot be read or is
 * not the layout.
 */
function readImportRows(
  file: Buffer,
  format: SpreadsheetFormat,
):
  | { rows: ImportRow[]; errors: FleetImportRowError[] }
  | { rows: []; errors: 'parse_content' | 'read_file' } {
  const rows: ImportRow[] = [];
  const errors: FleetImportRowError[] = [];
  try {
    const sheet = readSpreadsheet(file, format);
    let columns: NonNullable<ReturnType<typeof columnsOfHeader>> | undefined;
    for (const { row, cells } of sheet.rows(fleetImportMaxRows + 1)) {
      if (columns === undefined) {
        const found = columnsOfHeader(cells);
        if (found === null) return { rows: [], errors: 'parse_content' };
        columns = found;
        continue;
      }
      const cell = (index: number | null): ReadCell =>
        index === null ? null : (cells[index] ?? null);
      const text = (value: ReadCell) => (value === null ? '' : String(value).trim());
      const country = text(cell(columns.countryCode)).toUpperCase();
      const typedPlate = text(cell(columns.numberPlate));
      const plate = normalisePlate(typedPlate);
      const shown = typedPlate.slice(0, 64) || undefined;
      if (!isPlateCountry(country)) {
        errors.push({ row, reason: 'invalid_country_code', numberPlate: shown });
        continue;
      }
      if (!plate) {
        errors.push({ row, reason: 'invalid_number_plate', numberPlate: shown });
        continue;
      }
      const startCell = cell(columns.validityStartDate);
      const endCell = cell(columns.validityEndDate);
      const validFrom = instantOfCell(startCell, sheet.date1904);
      const validUntil = text(endCell) === '' ? null : instantOfCell(endCell, sheet.date1904);
      if (!validFrom || (text(endCell) !== '' && !validUntil)) {
        errors.push({ row, reason: 'invalid_date', numberPlate: plate });
        continue;
      }
      if (validUntil && validUntil <= validFrom) {
        errors.push({ row, reason: 'invalid_date_range', numberPlate: plate });
        continue;
      }
      rows.push({ row, countryCode: country, plate, validFrom, validUntil });
    }
    if (columns === undefined) return { rows: [], errors: 'parse_content' };
  } catch (error) {
    if (!(error instanceof SpreadsheetReadError)) throw error;
    return { rows: [], errors: error.failure === 'read_file' ? 'read_file' : 'parse_content' };
  }
  return { rows, errors };
}
