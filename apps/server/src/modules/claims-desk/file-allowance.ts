import type { StaffLimits } from '../../config/staff-limits.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { type DailyLimit, reserveDaily } from '../../shared/daily-counter.ts';
import type { StaffActor } from '../staff/guard.ts';

export interface ClaimFileAllowance {
  limits: StaffLimits['claimFiles'];
  /** Keys the counters' hashes: the table names no person in clear. */
  counterSecret: string;
}

/**
 * The counters one file reading counts against: the person's files of the UTC hour and of the
 * UTC day. The hour is a counter of the day's table whose target names the hour, so the daily
 * counters (their purge, their one-statement reservation) serve it unchanged.
 */
export function claimFileViewLimitsOf(
  actor: Pick<StaffActor, 'id'>,
  limits: ClaimFileAllowance['limits'],
  now: Date,
): DailyLimit[] {
  const hour = now.toISOString().slice(11, 13);
  return [
    { scope: 'claim-file-views-hour', target: `${actor.id}@${hour}`, limit: limits.perHour },
    { scope: 'claim-file-views-day', target: actor.id, limit: limits.perDay },
  ];
}

/**
 * Counts one file reading and its bytes for the person before the file is read, all counters or
 * none (one transaction; each counter one conditional statement, so two tabs at once cannot both
 * pass the last place); past any limit, 429 claim_file_view_limit and nothing is read. The count
 * stands if the reading then fails or the client hangs up: what was asked for is counted.
 */
export async function reserveClaimFileView(
  db: Database,
  allowance: ClaimFileAllowance,
  actor: Pick<StaffActor, 'id' | 'whitelabelId'>,
  bytes: number,
  now: Date,
): Promise<void> {
  const refused = Symbol('refused');
  const { counterSecret: secret, limits } = allowance;
  const bytesLimit: DailyLimit = {
    scope: 'claim-file-bytes-day',
    target: actor.id,
    limit: limits.bytesPerDay,
  };
  try {
    await db.transaction(async (tx) => {
      const views = claimFileViewLimitsOf(actor, limits, now);
      if (!(await reserveDaily(tx, secret, actor.whitelabelId, views, now))) throw refused;
      // A file of no bytes counts as a view only (a reservation of 0 is always granted).
      if (bytes === 0) return;
      const served = await reserveDaily(tx, secret, actor.whitelabelId, [bytesLimit], now, bytes);
      if (!served) throw refused;
    });
  } catch (error) {
    if (error === refused) throw new AppError(429, 'claim_file_view_limit');
    throw error;
  }
}
