import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { captchaSolutions } from '../../db/schema/index.ts';

/**
 * Records solutions as used and answers the signatures that were new. The primary key on the
 * signature makes the check and the record one atomic statement, so two instances receiving the
 * same token at once cannot both accept it. The commit need not wait for the disk: a crash could
 * at worst forget the last instants' records, letting those tokens open one more lookup before
 * their challenge expires, which is not worth a flush per lookup.
 */
export async function recordSolutions(
  db: Database,
  solutions: readonly { signature: string; expiresAt: Date }[],
): Promise<Set<string>> {
  if (solutions.length === 0) return new Set();
  // One row per signature: a repeat in the same statement is the caller's to answer.
  const rows = [...new Map(solutions.map((s) => [s.signature, s])).values()].map(
    ({ signature, expiresAt }) => ({ signature, expires_at: expiresAt.toISOString() }),
  );
  // One statement, one round trip: set_config(..., true) lasts until the end of the statement's
  // own transaction, so its commit is the one that does not wait for the disk.
  const result = (await db.execute(sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true))
    insert into ${captchaSolutions} (signature, expires_at)
    select solution.signature, solution.expires_at
    from relaxed,
      jsonb_to_recordset(cast(${JSON.stringify(rows)} as text)::jsonb)
        as solution(signature text, expires_at timestamptz)
    on conflict do nothing
    returning signature`)) as unknown as { rows: { signature: string }[] };
  return new Set(result.rows.map((row) => row.signature));
}

/** Forgets solutions whose challenge expired: they are refused as expired anyway. */
export async function deleteExpiredSolutions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(captchaSolutions)
    .where(lt(captchaSolutions.expiresAt, now))
    .returning({ signature: captchaSolutions.signature });
  return deleted.length;
}
