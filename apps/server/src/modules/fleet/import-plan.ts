import type { FleetImportRowError, FleetImportRowReason } from '@portico/contract';
import { plateKey } from '../journeys/repository.ts';
import { closedPastBefore, latestStart } from './fleet-dates.ts';
import type { FleetPeriodRow, NewPeriod } from './repository.ts';

/** One good-looking row of an import file: its vehicle and period, already read and checked alone. */
export interface ImportRow {
  row: number;
  countryCode: string;
  plate: string;
  validFrom: Date;
  validUntil: Date | null;
}

export interface ImportPlan {
  errors: FleetImportRowError[];
  inserts: NewPeriod[];
  ends: { id: number; validUntil: Date }[];
  unchanged: number;
}

/** A period as the file would leave it: an existing one (id) or a row's new one. */
interface Interval {
  id: number | null;
  companyId: number;
  from: number;
  until: number;
  row: ImportRow | null;
}

const never = Number.POSITIVE_INFINITY;
const overlaps = (a: Interval, b: Interval) => a.from < b.until && b.from < a.until;

/**
 * What an import file does to the company's fleet, given every company's periods of its plates
 * (read under the plates' locks): a row whose start is one of the company's periods of that
 * plate continues it (unchanged, or closed at the row's end: an end the file leaves empty never
 * reopens a period); any other row adds a period. Then every added or changed period must not
 * overlap another of the file (duplicate_row), of the company (overlapping_period) or of another
 * company (held_by_another_company, never saying which). A change into the closed past
 * (closedPastDays) or a start past futureStartDays is invalid_date_range.
 */
export function planImport(
  rows: readonly ImportRow[],
  existing: readonly FleetPeriodRow[],
  companyId: number,
  now: Date,
): ImportPlan {
  const closedPast = closedPastBefore(now).getTime();
  const latest = latestStart(now).getTime();
  const plan: ImportPlan = { errors: [], inserts: [], ends: [], unchanged: 0 };
  const refuse = (row: ImportRow, reason: FleetImportRowReason) =>
    plan.errors.push({ row: row.row, reason, numberPlate: row.plate });

  const existingByPlate = new Map<string, FleetPeriodRow[]>();
  for (const period of existing) {
    const key = plateKey(period);
    existingByPlate.set(key, [...(existingByPlate.get(key) ?? []), period]);
  }
  const rowsByPlate = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const key = plateKey(row);
    const group = rowsByPlate.get(key);
    if (group) group.push(row);
    else rowsByPlate.set(key, [row]);
  }

  for (const [key, group] of rowsByPlate) {
    const intervals: Interval[] = (existingByPlate.get(key) ?? []).map((period) => ({
      id: period.id,
      companyId: period.companyId,
      from: period.validFrom.getTime(),
      until: period.validUntil?.getTime() ?? never,
      row: null,
    }));
    const changed: Interval[] = [];
    const continued = new Set<number>();
    for (const row of group) {
      const from = row.validFrom.getTime();
      const until = row.validUntil?.getTime() ?? never;
      const own = intervals.find(
        (interval) =>
          interval.id !== null && interval.companyId === companyId && interval.from === from,
      );
      if (own) {
        if (continued.has(own.id!)) {
          refuse(row, 'duplicate_row');
          continue;
        }
        continued.add(own.id!);
        if (row.validUntil === null || own.until === until) {
          plan.unchanged += 1;
          continue;
        }
        if (until < closedPast || (own.until !== never && own.until < closedPast)) {
          refuse(row, 'invalid_date_range');
          continue;
        }
        own.until = until;
        own.row = row;
        changed.push(own);
        continue;
      }
      if (from > latest || until < closedPast) {
        refuse(row, 'invalid_date_range');
        continue;
      }
      const added: Interval = { id: null, companyId, from, until, row };
      intervals.push(added);
      changed.push(added);
    }
    for (const interval of changed) {
      const row = interval.row!;
      const clash = intervals.find((other) => other !== interval && overlaps(interval, other));
      if (clash) {
        refuse(
          row,
          clash.id === null
            ? 'duplicate_row'
            : clash.companyId === companyId
              ? 'overlapping_period'
              : 'held_by_another_company',
        );
      } else if (interval.id === null) {
        plan.inserts.push({
          countryCode: row.countryCode,
          plate: row.plate,
          validFrom: row.validFrom,
          validUntil: row.validUntil,
        });
      } else {
        plan.ends.push({ id: interval.id, validUntil: new Date(interval.until) });
      }
    }
  }
  return plan;
}
