import { parisDate } from '@portico/contract';
import type { Database } from '../db/database.ts';
import { tellIssuedNotices } from '../modules/alerts/notice-alerts.ts';
import { indemnityAt, nextDunningState } from '../modules/journeys/dunning.ts';
import { decodeDunningState, encodeDunningState } from '../modules/journeys/dunning-codec.ts';
import { nextCheckAt } from '../modules/journeys/dunning-schedule.ts';
import {
  claimDueJourneys,
  findJourneySettings,
  type JourneyRow,
  nextPvNumber,
  plateHasOtherNotice,
  type Queryable,
  type TenantJourneySettings,
  tryLockPlate,
  updateJourney,
} from '../modules/journeys/repository.ts';

export interface DunningJobOptions {
  /** Journeys claimed per transaction. */
  batchSize?: number;
  /** Only this white-label's journeys (tests; the scheduler runs every tenant). */
  whitelabelId?: number;
}

export interface DunningJobResult {
  /** Journeys whose stored dunning state or indemnity changed. */
  updated: number;
  /** Notices issued (each with a new pv number). */
  notices: number;
  /** Cases transmitted to the OMP. */
  omp: number;
  /** Due for a notice but left for the next run: the plate was being rebuilt or escalated. */
  deferred: number;
  /** Alert e-mails written for the notices issued (subscribed plates, issue 11). */
  noticeEmails: number;
}

/**
 * Moves the journeys whose next_transition_at has come: claimed in batches with FOR UPDATE SKIP
 * LOCKED inside a transaction (another instance skips them), nextDunningState applied at `now`
 * (a plate's first notice is PRIMO_DESIGNATED), a pv number given to each new notice, the
 * indemnity and next_transition_at recomputed, committed. A second run at the same `now` finds
 * nothing: every claimed row gets a next date after `now`, or none. A notice issued for a plate
 * with a passage alert writes its alert e-mail in the same transaction (alerts/notice-alerts.ts).
 */
export async function runDunningJob(
  db: Database,
  now: Date,
  { batchSize = 200, whitelabelId }: DunningJobOptions = {},
): Promise<DunningJobResult> {
  const result: DunningJobResult = { updated: 0, notices: 0, omp: 0, deferred: 0, noticeEmails: 0 };
  const deferred: number[] = [];
  const tenants = new Map<number, TenantJourneySettings>();
  for (let round = 0; round < 10_000; round++) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await claimDueJourneys(tx, now, batchSize, { whitelabelId, skipIds: deferred });
      const noticed: number[] = [];
      for (const row of rows) {
        let tenant = tenants.get(row.whitelabelId);
        if (!tenant) {
          tenant = await findJourneySettings(tx, row.whitelabelId);
          tenants.set(row.whitelabelId, tenant);
        }
        const noticesBefore = result.notices;
        if (!(await advance(tx, row, tenant, now, result))) deferred.push(row.id);
        const issued = result.notices > noticesBefore;
        if (issued && tenant.settings.alerts.noticeEmails) noticed.push(row.id);
      }
      // The subscribed plates' notice e-mails, committed with the notices or not at all.
      result.noticeEmails += await tellIssuedNotices(tx, noticed, now);
      return rows.length;
    });
    if (claimed < batchSize) break;
  }
  return result;
}

async function advance(
  tx: Queryable,
  row: JourneyRow,
  tenant: TenantJourneySettings,
  now: Date,
  result: DunningJobResult,
): Promise<boolean> {
  const { settings } = tenant;
  if (!row.dunning) {
    // Nothing owed any more (cannot happen for rows with a clock, but never loop on one).
    await updateJourney(tx, row.id, { nextTransitionAt: null });
    return true;
  }
  const state = decodeDunningState(row.dunning);
  let next = nextDunningState(state, now, settings, { plateHasEarlierNotice: false });
  if (next?.stage === 'notice') {
    // Whether it is the plate's first notice must not race with another instance issuing one
    // for the same plate, nor with a rebuild of it: hold the plate, or leave it for the next run.
    if (!(await tryLockPlate(tx, row.whitelabelId, row))) {
      result.deferred += 1;
      return false;
    }
    // Only asked when a notice is due: any other notice of the plate in the tenant.
    const plateHasEarlierNotice = await plateHasOtherNotice(tx, row);
    next = nextDunningState(state, now, settings, { plateHasEarlierNotice });
  }
  const after = next ?? state;
  const values: Parameters<typeof updateJourney>[2] = {
    indemnityCents: indemnityAt(after, now, settings),
    nextTransitionAt: nextCheckAt(after, now, settings),
  };
  if (next) {
    if (next.stage === 'notice') {
      const pvNumber = await nextPvNumber(
        tx,
        { id: row.whitelabelId, code: tenant.code },
        Number(parisDate(now).slice(0, 4)),
      );
      next = { ...next, pvNumber };
      Object.assign(values, {
        pvNumber,
        noticeDate: next.noticeDate,
        nature: 'latePayment' as const,
      });
      result.notices += 1;
    }
    if (next.stage === 'omp') result.omp += 1;
    Object.assign(values, {
      dunning: encodeDunningState(next),
      dunningKind: next.stage,
      paymentLimit: next.stage === 'due' ? null : next.paymentLimit,
      // Escalated: its passages stay with it, rebuilds leave it alone.
      frozen: true,
    });
  }
  if (
    next ||
    values.indemnityCents !== row.indemnityCents ||
    values.nextTransitionAt?.getTime() !== row.nextTransitionAt?.getTime()
  ) {
    await updateJourney(tx, row.id, values);
    result.updated += 1;
  }
  return true;
}
