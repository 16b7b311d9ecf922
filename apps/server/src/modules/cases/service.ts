import { defaultMaxFutureMinutes, eventTimeWindow, maxCasesPerBatch } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { isDataError, sqlStateOf } from '../../db/data-errors.ts';
import { AppError } from '../../shared/app-error.ts';
import { isolateFailures } from '../../shared/isolate-failures.ts';
import { findJourneySettings, type NewJourneyRow } from '../journeys/repository.ts';
import type { JourneysLogger } from '../journeys/service.ts';
import { MissingTariffError } from '../pricing/errors.ts';
import { priceTrip } from '../pricing/price-trip.ts';
import { findRoadLayout, findTariffs } from '../road/repository.ts';
import { caseJourneyRow, storedCaseMatches } from './case-journey.ts';
import {
  type CaseRejection,
  type CheckedCase,
  checkCase,
  gantriesBetween,
  roadGateSet,
  sameCase,
} from './domain.ts';
import { findJourneysByCaseNumbers, insertCaseJourneys, type StoredCaseRow } from './repository.ts';

export interface CaseImportResult {
  accepted: number;
  duplicates: number;
  rejected: CaseRejection[];
}

/** The case import (POST /cases): CNP findings and IRIS cases become payable journeys. */
export interface CasesService {
  /**
   * Stores the new cases of a batch from the back office as frozen, completed journeys. Replays
   * change nothing (duplicates); each bad item is reported with its index, code and field, the
   * good ones are kept. More than maxCasesPerBatch items: 400 case_batch_too_large.
   */
  importCases(whitelabelId: number, items: readonly unknown[]): Promise<CaseImportResult>;
}

export interface CasesServiceDeps {
  logger?: JourneysLogger;
  /** The time the new rows' indemnity and next dunning check are computed at. */
  clock?: () => Date;
  /** How far past the clock a case may be dated (PASSAGE_MAX_FUTURE_MIN). */
  maxFutureMinutes?: number;
}

interface Candidate {
  index: number;
  checked: CheckedCase;
  row: NewJourneyRow;
}

export function createCasesService(
  db: Database,
  {
    clock = () => new Date(),
    logger,
    maxFutureMinutes = defaultMaxFutureMinutes,
  }: CasesServiceDeps = {},
): CasesService {
  return {
    async importCases(whitelabelId, items) {
      if (items.length > maxCasesPerBatch) throw new AppError(400, 'case_batch_too_large');
      const now = clock();
      // One query after the other: `db` may be a transaction, one connection (issue 9 item 16).
      const road = await findRoadLayout(db, whitelabelId);
      const tariffs = await findTariffs(db, whitelabelId);
      const { settings } = await findJourneySettings(db, whitelabelId);
      const roadGates = roadGateSet(road);
      const window = eventTimeWindow(now, maxFutureMinutes);
      const rejected: CaseRejection[] = [];
      const candidates: Candidate[] = [];
      // A case number sent twice in one batch: the first counts, the others follow it.
      const firstByNumber = new Map<string, Candidate>();
      const repeats: { index: number; first: Candidate }[] = [];

      items.forEach((item, index) => {
        const result = checkCase(item, index, roadGates, window);
        if (!result.ok) return void rejected.push(result.rejection);
        const checked = result.case;
        const refuse = (code: CaseRejection['code'], field: string | null) =>
          void rejected.push({ index, caseNumber: checked.caseNumber, code, field });
        const first = firstByNumber.get(checked.caseNumber);
        if (first) {
          return sameCase(first.checked, checked)
            ? void repeats.push({ index, first })
            : refuse('case_conflict', null);
        }
        const gantries = gantriesBetween(road, checked.inGate, checked.outGate);
        let row: NewJourneyRow;
        try {
          const price = priceTrip({
            gantriesCrossed: gantries,
            vehicleClass: checked.vehicleClass,
            emissionTier: null,
            at: checked.date,
            tariffs,
            road,
          });
          row = caseJourneyRow(whitelabelId, checked, { gantries, price }, settings, now);
        } catch (error) {
          // No tariff on the trip's date: refused rather than stored at a made-up price.
          if (error instanceof MissingTariffError) return refuse('invalid_case', 'date');
          throw error;
        }
        const candidate = { index, checked, row };
        firstByNumber.set(checked.caseNumber, candidate);
        candidates.push(candidate);
      });

      const numbers = candidates.map((candidate) => candidate.checked.caseNumber);
      const verdict = new Map<Candidate, 'new' | 'duplicate' | 'conflict' | 'refused'>();
      const judge = (candidate: Candidate, stored: readonly StoredCaseRow[]) =>
        verdict.set(candidate, judgeAgainst(candidate.checked, stored));

      const before = groupByNumber(await findJourneysByCaseNumbers(db, whitelabelId, numbers));
      for (const candidate of candidates) {
        judge(candidate, before.get(candidate.checked.caseNumber) ?? []);
      }
      const fresh = candidates.filter((candidate) => verdict.get(candidate) === 'new');
      // A case the database refuses (a value its column cannot hold) is rejected alone.
      const stored = await isolateFailures(
        fresh,
        (part) =>
          db.transaction((tx) =>
            insertCaseJourneys(
              tx,
              part.map((candidate) => candidate.row),
            ),
          ),
        isDataError,
      );
      const inserted = new Set(stored.results.flatMap((keys) => [...keys]));
      for (const { item, error } of stored.failed) {
        // The SQLSTATE only: the error's text carries the statement's parameters (plates).
        logger?.warn(
          { whitelabelId, sqlState: sqlStateOf(error) },
          'a case was refused by the database: rejected alone',
        );
        verdict.set(item, 'refused');
      }
      // Skipped by a unique key: another batch stored it (or numbered a notice so) meanwhile.
      const raced = fresh.filter(
        (candidate) => !inserted.has(candidate.row.key) && verdict.get(candidate) === 'new',
      );
      const after = groupByNumber(
        await findJourneysByCaseNumbers(
          db,
          whitelabelId,
          raced.map((candidate) => candidate.checked.caseNumber),
        ),
      );
      for (const candidate of raced) {
        const stored = after.get(candidate.checked.caseNumber) ?? [];
        const again = judgeAgainst(candidate.checked, stored);
        verdict.set(candidate, again === 'new' ? 'conflict' : again);
      }

      let duplicates = 0;
      for (const candidate of candidates) {
        const outcome = verdict.get(candidate);
        if (outcome === 'duplicate') duplicates += 1;
        if (outcome === 'conflict' || outcome === 'refused') {
          rejected.push(rejection(outcome, candidate.index, candidate.checked.caseNumber));
        }
      }
      for (const { index, first } of repeats) {
        const outcome = verdict.get(first);
        if (outcome === 'conflict' || outcome === 'refused') {
          rejected.push(rejection(outcome, index, first.checked.caseNumber));
        } else duplicates += 1;
      }
      rejected.sort((a, b) => a.index - b.index);
      return { accepted: inserted.size, duplicates, rejected };
    },
  };
}

/** A conflict with a stored case, or a case the database refused (nothing of it was kept). */
function rejection(
  outcome: 'conflict' | 'refused',
  index: number,
  caseNumber: string,
): CaseRejection {
  const code = outcome === 'conflict' ? 'case_conflict' : 'invalid_case';
  return { index, caseNumber, code, field: null };
}

/**
 * New when no journey carries the number; a duplicate when the only one is this case stored with
 * the same facts; a conflict otherwise (other facts, or the number of another trip's notice).
 */
function judgeAgainst(
  checked: CheckedCase,
  stored: readonly StoredCaseRow[],
): 'new' | 'duplicate' | 'conflict' {
  if (stored.length === 0) return 'new';
  return stored.length === 1 && stored[0] && storedCaseMatches(checked, stored[0])
    ? 'duplicate'
    : 'conflict';
}

function groupByNumber(rows: readonly StoredCaseRow[]): Map<string, StoredCaseRow[]> {
  const byNumber = new Map<string, StoredCaseRow[]>();
  const add = (number: string | null, row: StoredCaseRow) => {
    if (number === null) return;
    const list = byNumber.get(number) ?? [];
    if (!list.includes(row)) list.push(row);
    byNumber.set(number, list);
  };
  for (const row of rows) {
    add(row.pvNumber, row);
    add(row.ticketNumber, row);
  }
  return byNumber;
}
