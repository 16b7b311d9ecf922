import type { StaffLimits } from '../../config/staff-limits.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { type DailyLimit, reserveDaily } from '../../shared/daily-counter.ts';
import type { StaffActor } from '../staff/guard.ts';

export interface MediaUploadAllowance {
  limits: StaffLimits['mediaUploads'];
  /** Keys the counters' hashes: the table names no person in clear. */
  counterSecret: string;
}

/**
 * Reserves a picture's bytes of the UTC day for the person and for the white-label, both or
 * neither, inside the caller's transaction (a savepoint each): the count stands or falls with
 * the stored picture. Each counter is one conditional statement (shared/daily-counter.ts), so
 * concurrent uploads cannot all pass the last bytes. Past the person's: 429 media_staff_limit;
 * past the white-label's: 429 media_whitelabel_limit (the transaction then rolls back both).
 */
export async function reserveMediaUpload(
  tx: Database,
  { limits, counterSecret }: MediaUploadAllowance,
  actor: Pick<StaffActor, 'id' | 'whitelabelId'>,
  bytes: number,
  now: Date,
): Promise<void> {
  const staff: DailyLimit = {
    scope: 'media-bytes-staff-day',
    target: actor.id,
    limit: limits.bytesPerStaffPerDay,
  };
  const whitelabel: DailyLimit = {
    scope: 'media-bytes-whitelabel-day',
    target: String(actor.whitelabelId),
    limit: limits.bytesPerWhitelabelPerDay,
  };
  if (!(await reserveDaily(tx, counterSecret, actor.whitelabelId, [staff], now, bytes))) {
    throw new AppError(429, 'media_staff_limit');
  }
  if (!(await reserveDaily(tx, counterSecret, actor.whitelabelId, [whitelabel], now, bytes))) {
    throw new AppError(429, 'media_whitelabel_limit');
  }
}
