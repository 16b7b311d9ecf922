import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  a79GantryPairs,
  a79Gantries,
  a79Gates,
  a79Tariffs,
} from '../../apps/server/src/db/seed/demo-road.ts';
import { seedRoad } from '../../apps/server/src/db/seed/seed-road.ts';
import { whitelabels } from '../../apps/server/src/db/schema/index.ts';
import { inviteStaff } from '../../apps/server/src/modules/staff/invitations.ts';
import { openStaffSession, staffCookieName } from '../../apps/server/src/modules/staff/sessions.ts';
import type { StaffRole } from '@portico/contract';

/**
 * What the console's benches on a million trips share (bench/console.ts, bench/dashboard.ts): the
 * real app on the PostgreSQL of DATABASE_URL, a white-label of their own on the A79, a member of
 * its staff signed in, and its removal at the end unless BENCH_KEEP_DATA=1.
 */

/** The size of bench/lib/console-fill.ts' fill: a million trips over 300,000 plates by default. */
export const consoleFillSize = {
  plates: Number(process.env.BENCH_CONSOLE_PLATES ?? 300_000),
  trips: Number(process.env.BENCH_CONSOLE_TRIPS ?? 1_000_000),
};

export type ConsoleBench = Awaited<ReturnType<typeof openConsoleBench>>;

/** The app (rate limits out of the way, no demo) and the bench's white-label. */
export async function openConsoleBench(databaseUrl: string, bench: { code: string; name: string }) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config });
  const { db } = app.database;
  const code = `bench-${bench.code}-${Date.now().toString(36)}`;
  const host = `${code}.bench.example`;
  const [tenant] = await db
    .insert(whitelabels)
    .values({
      code,
      name: bench.name,
      hosts: [host],
      logoUrl: '/media/bench.svg',
      gdprText: { fr: 'RGPD' },
      seoTitle: { fr: 'Bench' },
      seoDescription: { fr: 'Bench' },
      languages: ['fr'],
    })
    .returning({ id: whitelabels.id });
  if (!tenant) throw new Error('no white-label inserted');
  return { app, db, code, host, whitelabelId: tenant.id };
}

/** The A79's gates, gantries and tariffs in the bench's white-label (inside the bench's try). */
export async function seedBenchRoad({ db, whitelabelId }: ConsoleBench): Promise<void> {
  await seedRoad(db, whitelabelId, {
    gates: a79Gates,
    gantryPairs: a79GantryPairs,
    gantries: a79Gantries,
    tariffs: a79Tariffs,
  });
}

/** The headers of a call by a staff member of the bench's white-label, signed in to the console. */
export async function staffHeaders(
  { db, host, whitelabelId }: ConsoleBench,
  member: { mailbox: string; name: string; roles: StaffRole[] },
): Promise<Record<string, string>> {
  const invited = await inviteStaff(db, {
    whitelabelId,
    invitation: { email: `${member.mailbox}@${host}`, name: member.name, roles: member.roles },
    invitedBy: null,
    now: new Date(),
  });
  const session = await openStaffSession(db, invited.memberId, new Date());
  return { 'x-whitelabel-host': host, cookie: `${staffCookieName}=${session.cookieValue}` };
}

/** A share's place in times sorted from the fastest (0.5: the median), in ms to a tenth. */
export function percentileOf(sortedTimes: readonly number[], share: number): string {
  const at = Math.min(sortedTimes.length - 1, Math.floor(share * sortedTimes.length));
  return (sortedTimes[at] ?? 0).toFixed(1);
}

/** Closes the app, then removes the bench's rows (`remove`) unless BENCH_KEEP_DATA=1. */
export async function closeConsoleBench(
  { app, code, whitelabelId }: ConsoleBench,
  remove: () => Promise<void>,
): Promise<void> {
  await app.close();
  if (process.env.BENCH_KEEP_DATA === '1') {
    console.log(`  kept: white-label ${code} (id ${whitelabelId}); BENCH_KEEP_DATA=1`);
    return;
  }
  const started = performance.now();
  await remove();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  removed the bench's white-label in ${seconds} s`);
}
