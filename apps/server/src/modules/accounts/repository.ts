import type { SignedInAccountType } from '@portico/contract';
import { and, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import {
  type AccountCodePurpose,
  accountCodes,
  refreshTokens,
  users,
} from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/lookups.ts';
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
 * An account of one type named in a public call's path: customers and renters have calls of
 * their own (issue 25), so a renter's row is nobody on a customer call and the other way round,
 * and those calls answer as for an unknown account.
 */
export async function findAccountByReference(
  tx: Queryable,
  whitelabelId: number,
  reference: string,
  accountType: SignedInAccountType,
): Promise<UserRow | undefined> {
  const user = await findUserByReference(tx, whitelabelId, reference);
  return user?.accountType === accountType ? user : undefined;
}

/** Whether the company of an account (a renter's, issue 25) is suspended by the operator. */
export async function isCompanySuspended(tx: Queryable, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.suspendedAt != null;
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

/** A password check reserved (its rank among the checks since the count last restarted), or refused. */
export type PasswordCheckReservation = { rank: number } | { heldUntil: Date | null };

/**
 * Reserves one password check of a user in one statement, BEFORE the Argon2id verification, so
 * checks sent at once cannot all pass a hold read beforehand (issue 24 item 2): each is counted
 * as a failure in advance, the one reaching `maxFailures` holds the account until `now + holdMs`
 * (and is still verified), and none is reserved while the hold stands. A hold that has ended
 * starts the count again. Refused, it answers the hold's end (null if it was lifted meanwhile).
 */
export async function reservePasswordCheck(
  tx: Queryable,
  id: string,
  now: Date,
  maxFailures: number,
  holdMs: number,
): Promise<PasswordCheckReservation> {
  const holdUntil = new Date(now.getTime() + holdMs).toISOString();
  const counted = sql`(case when ${users.heldUntil} is null then ${users.failedSignIns} else 0 end + 1)`;
  const [reserved] = await tx
    .update(users)
    .set({
      failedSignIns: counted,
      heldUntil: sql`case when ${counted} >= ${maxFailures} then ${holdUntil}::timestamptz end`,
    })
    .where(
      and(
        eq(users.id, id),
        or(isNull(users.heldUntil), lte(users.heldUntil, sql`${now.toISOString()}::timestamptz`)),
      ),
    )
    .returning({ rank: users.failedSignIns });
  if (reserved) return reserved;
  const [held] = await tx
    .select({ heldUntil: users.heldUntil })
    .from(users)
    .where(eq(users.id, id));
  return { heldUntil: held?.heldUntil ?? null };
}

/**
 * A reserved check proved the password right: the failures counted up to it (its own
 * reservation and those before it) are forgiven, and the hold lifted when none is left. Checks
 * reserved after it, still running, stay counted: a success does not wipe guesses made meanwhile.
 */
export async function forgivePasswordChecks(
  tx: Queryable,
  id: string,
  rank: number,
): Promise<void> {
  const left = sql`greatest(${users.failedSignIns} - ${rank}, 0)`;
  await tx
    .update(users)
    .set({
      failedSignIns: left,
      heldUntil: sql`case when ${left} > 0 then ${users.heldUntil} end`,
    })
    .where(eq(users.id, id));
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

/**
 * Whether a sign-in still stands: a token of its family neither revoked nor expired, and, for a
 * renter, a company that is not suspended (issue 25: a suspension ends its tokens at once).
 * Answers the account's company (null for a customer), or undefined when it does not stand.
 */
export async function liveSession(
  tx: Queryable,
  userId: string,
  familyId: string,
  now: Date,
): Promise<{ companyId: number | null } | undefined> {
  const [row] = await tx
    .select({ companyId: users.companyId, suspendedAt: companies.suspendedAt })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (!row || row.suspendedAt !== null) return undefined;
  return { companyId: row.companyId };
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
