import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/lookups.ts';
import type { Queryable } from '../journeys/repository.ts';
import type { UserRow } from '../accounts/repository.ts';

/** Drizzle queries of the rental companies and their users (issue 25); the service owns transactions. */

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

/** Inserts a company; undefined when its code is taken in the white-label. */
export async function insertCompany(
  tx: Queryable,
  company: NewCompany,
): Promise<CompanyRow | undefined> {
  const [row] = await tx.insert(companies).values(company).onConflictDoNothing().returning();
  return row;
}

export async function findCompanyByCode(
  tx: Queryable,
  whitelabelId: number,
  code: string,
): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.whitelabelId, whitelabelId), eq(companies.code, code)));
  return row;
}

export async function findCompanyById(tx: Queryable, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id));
  return row;
}

/**
 * The company's row, locked until the transaction ends: deletions of its users take turns, so
 * two of its last two users deleting themselves at once cannot both go.
 */
export async function lockCompany(tx: Queryable, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

/** Sets or clears the suspension; undefined when the white-label has no company of that code. */
export async function setCompanySuspension(
  tx: Queryable,
  whitelabelId: number,
  code: string,
  suspendedAt: Date | null,
  now: Date,
): Promise<CompanyRow | undefined> {
  const [row] = await tx
    .update(companies)
    .set({ suspendedAt, updatedAt: now })
    .where(and(eq(companies.whitelabelId, whitelabelId), eq(companies.code, code)))
    .returning();
  return row;
}

/** Ends every sign-in of a company's users (its suspension). */
export async function revokeCompanySignIns(
  tx: Queryable,
  companyId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        sql`${refreshTokens.revokedAt} is null`,
        inArray(
          refreshTokens.userId,
          tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)),
        ),
      ),
    );
}

/** The company's activated users other than `userId`. */
export async function countOtherActiveRenters(
  tx: Queryable,
  companyId: number,
  userId: string,
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNotNull(users.activatedAt), ne(users.id, userId)));
  return row?.total ?? 0;
}

/** A page of the white-label's companies, by code, and how many there are. */
export async function listCompanies(
  tx: Queryable,
  whitelabelId: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: CompanyRow[]; total: number }> {
  const rows = await tx
    .select()
    .from(companies)
    .where(eq(companies.whitelabelId, whitelabelId))
    .orderBy(asc(companies.code))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(companies)
    .where(eq(companies.whitelabelId, whitelabelId));
  return { rows, total: counted?.total ?? 0 };
}

/** The users of these companies, by e-mail. */
export async function findCompaniesUsers(
  tx: Queryable,
  companyIds: readonly number[],
): Promise<UserRow[]> {
  if (companyIds.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(inArray(users.companyId, [...companyIds]))
    .orderBy(asc(sql`lower(${users.email})`));
}
