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
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const inserted = await tx
      .insert(captchaSolutions)
      // One row per signature: a repeat in the same statement is the caller's to answer.
      .values(
        [...new Map(solutions.map((s) => [s.signature, s])).values()].map(
          ({ signature, expiresAt }) => ({ signature, expiresAt }),
        ),
      )
      .onConflictDoNothing()
      .returning({ signature: captchaSolutions.signature });
    return new Set(inserted.map((row) => row.signature));
  });
}

/** Forgets solutions whose challenge expired: they are refused as expired anyway. */
export async function deleteExpiredSolutions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(captchaSolutions)
    .where(lt(captchaSolutions.expiresAt, now))
    .returning({ signature: captchaSolutions.signature });
  return deleted.length;
}
