import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/drivers/postgres.ts';
import { openPglite } from '../../apps/server/src/db/drivers/pglite.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { prepareDatabase } from '../../apps/server/src/db/migrate.ts';

/** Where the bench's server keeps its data: a PostgreSQL database or a PGlite folder. */
export type BenchDatabase = { url: string } | { pgliteDir: string };

function open(database: BenchDatabase): Promise<DatabaseHandle> {
  return 'url' in database ? openPostgres(database.url) : openPglite(database.pgliteDir);
}

/**
 * Migrates and seeds the bench database with the server's own code (as its first start would),
 * then gives `percent` % of the bench's vehicles an active passage alert on the demo white-label,
 * spread over the pool by a multiplicative hash (vehicle numbers of every class and country),
 * confirmed a week ago (before every trip the batches date: alerts tell none from before).
 * Answers the number of subscriptions written.
 */
export async function prepareWithSubscriptions(
  database: BenchDatabase,
  {
    percent,
    vehicles,
    roadsideApiKey,
  }: { percent: number; vehicles: number; roadsideApiKey: string },
): Promise<number> {
  const handle = await open(database);
  try {
    await prepareDatabase(handle, { seedDemo: true, demoRoadsideApiKey: roadsideApiKey });
    if (percent <= 0) return 0;
    // The plates and countries of bench/lib/passage-batches.ts: BI0000042, DE for every tenth.
    const result = (await handle.db.execute(sql`
      insert into alert_subscriptions
        (whitelabel_id, country_code, plate, email, language, state, confirmed_at)
      select w.id, case when v % 10 = 0 then 'DE' else 'FR' end, 'BI' || lpad(v::text, 7, '0'),
        'bench-' || v || '@example.test', 'fr', 'active', now() - interval '7 days'
      from whitelabels w, generate_series(0, ${vehicles - 1}::integer) as v
      where w.code = 'a79' and (v * 37 + 11) % 100 < ${percent}::integer
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  } finally {
    await handle.close();
  }
}

/** The passage e-mails the runs wrote to the outbox (read once the server has stopped). */
export async function countPassageEmails(database: BenchDatabase): Promise<number> {
  const handle = await open(database);
  try {
    const result = (await handle.db.execute(
      sql`select count(*)::integer as n from mail_outbox where kind = 'alert_passage'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}
