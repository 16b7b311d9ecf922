import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { captchaSolutions } from '../../db/schema/index.ts';

/**
 * Records a solution as used. Answers false when it was already recorded: the primary key on the
 * signature makes the check and the record one atomic statement, so two instances receiving the
 * same token at once cannot both accept it.
 */
export async function recordSolution(
  db: Database,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(captchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return inserted.length === 1;
}

/** Forgets solutions whose challenge expired: they are refused as expired anyway. */
export async function deleteExpiredSolutions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(captchaSolutions)
    .where(lt(captchaSolutions.expiresAt, now))
    .returning({ signature: captchaSolutions.signature });
  return deleted.length;
}
