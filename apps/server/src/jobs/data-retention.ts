import type { Database } from '../db/database.ts';
import { whitelabels } from '../db/schema/index.ts';
import {
  emptyPurgeCounts,
  type PurgeCounts,
  purgePasskeyChallenges,
  purgeUntenantedMail,
  purgeWhitelabel,
} from '../modules/retention/purge.ts';
import {
  defaultMailRetentionDays,
  readRetentionSettings,
  retentionCutoffs,
} from '../modules/retention/settings.ts';
import { eq } from 'drizzle-orm';

export interface DataRetentionOptions {
  /** Rows per statement (each batch commits on its own). */
  batch?: number;
  /** Only this white-label (tests; the scheduler runs every tenant). */
  whitelabelId?: number;
}

/**
 * Removes or clears the personal data past its white-label's retention (modules/retention).
 * Safe on several instances at once and after a crash at any point: every batch commits alone,
 * skips rows others hold, and a second run finds nothing left to do.
 */
export async function runDataRetentionJob(
  db: Database,
  now: Date,
  { batch = 500, whitelabelId }: DataRetentionOptions = {},
): Promise<PurgeCounts> {
  const tenants = await db
    .select({ id: whitelabels.id, settings: whitelabels.settings })
    .from(whitelabels)
    .where(whitelabelId === undefined ? undefined : eq(whitelabels.id, whitelabelId));
  const total = emptyPurgeCounts();
  for (const tenant of tenants) {
    const cutoffs = retentionCutoffs(readRetentionSettings(tenant.settings), now);
    const counts = await purgeWhitelabel(db, {
      whitelabelId: tenant.id,
      tripsBefore: cutoffs.trips,
      contactBefore: cutoffs.contact,
      mailBefore: cutoffs.mail,
      staffBefore: cutoffs.staff,
      batch,
    });
    for (const key of Object.keys(total) as (keyof PurgeCounts)[]) total[key] += counts[key];
  }
  if (whitelabelId === undefined) {
    const mailBefore = new Date(now.getTime() - defaultMailRetentionDays * 24 * 3_600_000);
    total.mails += await purgeUntenantedMail(db, mailBefore, batch);
    total.passkeyChallenges += await purgePasskeyChallenges(db, now, batch);
  }
  return total;
}

/**
 * The job as the scheduler runs it: at most once an hour per instance (its statements scan every
 * tenant's old rows; the data it removes is years old, an hour more changes nothing).
 */
export function dataRetentionJob(db: Database, everyMs = 3_600_000) {
  let lastRun: number | undefined;
  return {
    name: 'data-retention',
    async run(now: Date) {
      if (lastRun !== undefined && now.getTime() - lastRun < everyMs) return null;
      lastRun = now.getTime();
      return runDataRetentionJob(db, now);
    },
  };
}
