import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountPasskeyChallenges, accountPasskeys, users } from '../../db/schema/index.ts';
import type { Queryable } from '../journeys/repository.ts';
import { challengeStore } from '../webauthn/challenge-store.ts';
import { counterMovesForward, type NewPasskey } from '../webauthn/ceremonies.ts';

export type AccountPasskeyRow = typeof accountPasskeys.$inferSelect;

/** The challenges of the accounts' ceremonies: a new passkey's is bound to its account. */
export const accountChallenges = (db: Database) =>
  challengeStore<'registration' | 'sign-in'>(db, {
    table: accountPasskeyChallenges,
    ownerColumn: 'user_id',
  });

/** An account's passkeys, oldest first. */
export function passkeysOf(tx: Queryable, userId: string): Promise<AccountPasskeyRow[]> {
  return tx
    .select()
    .from(accountPasskeys)
    .where(eq(accountPasskeys.userId, userId))
    .orderBy(asc(accountPasskeys.createdAt), asc(accountPasskeys.id));
}

export async function countPasskeys(tx: Queryable, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(accountPasskeys)
    .where(eq(accountPasskeys.userId, userId));
  return row?.count ?? 0;
}

/** Locks the account's row, so two additions at once cannot both pass the limit. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertPasskey(
  tx: Queryable,
  row: NewPasskey & { userId: string; whitelabelId: number; name: string; createdAt: Date },
): Promise<AccountPasskeyRow | undefined> {
  const [inserted] = await tx
    .insert(accountPasskeys)
    .values(row)
    .onConflictDoNothing({ target: accountPasskeys.credentialId })
    .returning();
  return inserted;
}

/** Deletes one of an account's passkeys; answers whether there was one. */
export async function deletePasskey(
  tx: Queryable,
  userId: string,
  passkeyId: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(accountPasskeys)
    .where(and(eq(accountPasskeys.id, passkeyId), eq(accountPasskeys.userId, userId)))
    .returning({ id: accountPasskeys.id });
  return deleted.length > 0;
}

/** A passkey of this white-label by its credential id, with its account. */
export async function passkeyByCredential(
  tx: Queryable,
  whitelabelId: number,
  credentialId: string,
) {
  const [row] = await tx
    .select({ passkey: accountPasskeys, user: users })
    .from(accountPasskeys)
    .innerJoin(users, eq(users.id, accountPasskeys.userId))
    .where(
      and(
        eq(accountPasskeys.credentialId, credentialId),
        eq(accountPasskeys.whitelabelId, whitelabelId),
        eq(users.whitelabelId, whitelabelId),
      ),
    );
  return row;
}

/**
 * Keeps a signature's counter and the time of use, only if the counter moved forward (also
 * against a concurrent sign-in with the same passkey); answers whether it did.
 */
export async function moveCounter(
  tx: Queryable,
  passkeyId: string,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(accountPasskeys)
    .set({ signCount: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(accountPasskeys.id, passkeyId),
        counterMovesForward(accountPasskeys.signCount, newCounter),
      ),
    )
    .returning({ id: accountPasskeys.id });
  return moved.length > 0;
}
