import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../src/db/drivers/pglite.ts';
import { isDatabaseUnavailable } from '../../src/plugins/database-unavailable.ts';
import { fillDisk } from './disk-filler.ts';

/**
 * Run by pglite-full-disk.test.ts in a child process (a wedged PGlite would block its thread for
 * good): `node --import tsx pglite-full-disk-child.ts <database folder> <filler file>`. Fills the
 * disk under an embedded database until a write fails, then checks that the database refuses
 * further statements at once, and works again once the filler is gone. Prints one JSON line per
 * step.
 */
const [folder, filler] = process.argv.slice(2);
if (!folder || !filler) throw new Error('usage: pglite-full-disk-child.ts <folder> <filler>');

const report = (step: string, facts: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ step, ...facts })}\n`);
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'cause' in error
    ? codeOf(error.cause)
    : (error as { code?: unknown } | undefined)?.code;

// No free-space margin: the point is the write that really fails.
const handle = await openPglite(folder, { minFreeBytes: 0 });
const { db } = handle;
await db.execute(sql`create table filler (id integer primary key, v text)`);
await db.execute(sql`insert into filler values (1, 'first')`);
report('opened', {});

fillDisk(filler);
let failure: unknown;
let writes = 0;
for (; writes < 100_000 && failure === undefined; writes += 1) {
  // Each update writes WAL; one of them needs a new WAL segment and the disk refuses it.
  await db
    .execute(sql`update filler set v = repeat(md5(random()::text), 30) where id = 1`)
    .catch((error: unknown) => {
      failure = error;
    });
}
report('full', { writes, unavailable: isDatabaseUnavailable(failure), code: codeOf(failure) });

const started = performance.now();
let refused = 0;
for (let i = 0; i < 5; i += 1) {
  await db.execute(sql`select 1`).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) refused += 1;
  });
}
report('refused', { refused, ms: Math.round(performance.now() - started) });

rmSync(filler);
// As a client told "Retry-After: 5" would: a reopening that failed on the full disk waits 5 s.
const freed = performance.now();
let rows: unknown[] | undefined;
while (rows === undefined && performance.now() - freed < 15_000) {
  try {
    // Both drivers answer execute() with a result holding `rows`.
    const result = (await db.execute(sql`select id from filler`)) as unknown as { rows: unknown[] };
    rows = result.rows;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
await db.execute(sql`update filler set v = 'after' where id = 1`);
report('reopened', { rows: rows?.length, withinMs: Math.round(performance.now() - freed) });
await handle.close();
process.exit(0);
