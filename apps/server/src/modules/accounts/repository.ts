import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  type AccountCodePurpose,
  accountCodes,
  refreshTokens,
  users,
} from '../../db/schema/accounts.ts';
import type { Queryable } from '../journeys/repository.ts';

/** Drizzle queries of the accounts (issue 12); the service owns the transactions. */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodeRow = typeof accountCodes.$inferSelect;
export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(
  tx: Queryable,
  whitelabelId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.whitelabelId, whitelabelId),
        sql`lower(${users.email}) = lower(${email.trim()})`,
      ),
    );
  return row;
}

export async function findUserById(
  tx: Queryable,
  whitelabelId: number,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.whitelabelId, whitelabelId), eq(users.id, id)));
  return row;
}

/** A path's user: its id (a UUID) or its e-mail. */
export function findUserByReference(
  tx: Queryable,
  whitelabelId: number,
  reference: string,
): Promise<UserRow | undefined> {
  return reference.includes('@')
    ? findUserByEmail(tx, whitelabelId, reference)
    : findUserById(tx, whitelabelId, reference);
}

/**
 * A customer named in a public customer call's path: a renter's row is nobody there (renters
 * have calls of their own), so those calls answer as for an unknown account.
 */
export async function findCustomerByReference(
  tx: Queryable,
  whitelabelId: number,
  reference: string,
): Promise<UserRow | undefined> {
  const user = await findUserByReference(tx, whitelabelId, reference);
  return user?.accountType === 'customer' ? user : undefined;
}

/** Inserts a user; undefined when the e-mail is taken in the white-label (the unique index). */
export async function insertUser(tx: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  tx: Queryable,
  id: string,
  changes: Partial<NewUser>,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(tx: Queryable, id: string): Promise<void> {
  // Codes and refresh tokens go with it (on delete cascade).
  await tx.delete(users).where(eq(users.id, id));
}

/**
 * Counts a failed sign-in in one statement (so two instances never lose one): the failure that
 * reaches `maxFailures` holds the account until `now + holdMs` and starts the count again.
 */
export async function recordFailedSignIn(
  tx: Queryable,
  id: string,
  now: Date,
  maxFailures: number,
  holdMs: number,
): Promise<void> {
  const holdUntil = new Date(now.getTime() + holdMs);
  await tx
    .update(users)
    .set({
      failedSignIns: sql`case when ${users.failedSignIns} + 1 >= ${maxFailures} then 0 else ${users.failedSignIns} + 1 end`,
      heldUntil: sql`case when ${users.failedSignIns} + 1 >= ${maxFailures} then ${holdUntil.toISOString()}::timestamptz else ${users.heldUntil} end`,
    })
    .where(eq(users.id, id));
}

export async function resetFailedSignIns(tx: Queryable, id: string): Promise<void> {
  await tx.update(users).set({ failedSignIns: 0, heldUntil: null }).where(eq(users.id, id));
}

/** Writes a user's live code of a purpose, replacing the previous one (and its tries). */
export async function saveCode(
  tx: Queryable,
  code: {
    userId: string;
    purpose: AccountCodePurpose;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await tx
    .insert(accountCodes)
    .values(code)
    .onConflictDoUpdate({
      target: [accountCodes.userId, accountCodes.purpose],
      set: {
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        tries: 0,
        createdAt: code.createdAt,
      },
    });
}

/** The live code, locked until the transaction ends (two tries at once count as two). */
export async function lockCode(
  tx: Queryable,
  userId: string,
  purpose: AccountCodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)))
    .for('update');
  return row;
}

export async function countCodeTry(tx: Queryable, id: number): Promise<void> {
  await tx
    .update(accountCodes)
    .set({ tries: sql`${accountCodes.tries} + 1` })
    .where(eq(accountCodes.id, id));
}

export async function deleteCode(tx: Queryable, id: number): Promise<void> {
  await tx.delete(accountCodes).where(eq(accountCodes.id, id));
}

export async function insertRefreshToken(
  tx: Queryable,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(refreshTokens).values(token);
}

/** The refresh token of a hash, locked: two uses at once are one use and one reuse. */
export async function lockRefreshToken(
  tx: Queryable,
  tokenHash: string,
): Promise<RefreshRow | undefined> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markReplaced(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.update(refreshTokens).set({ replacedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(tx: Queryable, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every sign-in of a user but `keepFamilyId` (the one changing the password) ends. */
export async function revokeUserFamilies(
  tx: Queryable,
  userId: string,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** Whether a sign-in still stands: a token of its family neither revoked nor expired. */
export async function isFamilyLive(
  tx: Queryable,
  userId: string,
  familyId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Forgets what can no longer be used: refresh tokens and codes past their expiry (a spent token
 * is kept until then, so its reuse is still recognised). Answers the rows deleted.
 */
export async function deleteExpiredSecrets(tx: Queryable, now: Date): Promise<number> {
  const tokens = await tx
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const codes = await tx
    .delete(accountCodes)
    .where(lt(accountCodes.expiresAt, now))
    .returning({ id: accountCodes.id });
  return tokens.length + codes.length;
}

/**
 * Days a registration waits for its activation: past them the account is deleted (its codes go
 * with it), so an address typed once and never confirmed is not kept forever. A registration
 * started again counts from then.
 */
export const unactivatedAccountDays = 7;

/** Deletes the customers registered more than {@link unactivatedAccountDays} ago and never activated. */
export async function deleteNeverActivated(tx: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - unactivatedAccountDays * 86_400_000);
  const deleted = await tx
    .delete(users)
    .where(
      and(
        isNull(users.activatedAt),
        eq(users.accountType, 'customer'),
        lt(users.createdAt, before),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}
