import { and, eq } from 'drizzle-orm';
import { demoRentalCompany, demoRenter } from '../../demo/fleet.ts';
import type { PasswordHasher } from '../../modules/accounts/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from '../../modules/accounts/repository.ts';
import type { Queryable } from '../../modules/journeys/repository.ts';
import { companies } from '../schema/index.ts';
import { updateIfChanged } from './upsert.ts';

/**
 * The demo rental company (README "Try the demo", issue 25): the company and, outside production (its password is public), its renter user.
 * Its fleet's periods and trips are placed relative to each start by seed-demo-trips.ts.
 * Idempotent: upserts that leave unchanged rows alone.
 */
export async function seedDemoRenter(
  tx: Queryable,
  whitelabelId: number,
  hasher: PasswordHasher | undefined,
): Promise<void> {
  const companyId = await upsertDemoCompany(tx, whitelabelId);
  if (hasher) await seedDemoRenterUser(tx, whitelabelId, companyId, hasher);
}

async function upsertDemoCompany(tx: Queryable, whitelabelId: number): Promise<number> {
  // A suspension of the demo company is lifted: the README promises its renter can sign in.
  const { set, setWhere } = updateIfChanged(companies, [
    'name',
    'vatNumber',
    'address',
    'suspendedAt',
  ]);
  await tx
    .insert(companies)
    .values({ whitelabelId, ...demoRentalCompany, suspendedAt: null })
    .onConflictDoUpdate({ target: [companies.whitelabelId, companies.code], set, setWhere });
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.whitelabelId, whitelabelId), eq(companies.code, demoRentalCompany.code)),
    );
  if (!row) throw new Error('the demo rental company was not written');
  return row.id;
}

/**
 * Creates the demo renter, or puts it back as the README says: activated, of the demo company,
 * not held, with its known password (hashed again only when someone changed it), as the demo
 * customer is (seed-customer.ts). Its profile edits are kept.
 */
async function seedDemoRenterUser(
  tx: Queryable,
  whitelabelId: number,
  companyId: number,
  hasher: PasswordHasher,
): Promise<void> {
  const now = new Date();
  const existing = await findUserByEmail(tx, whitelabelId, demoRenter.email);
  if (!existing) {
    await insertUser(tx, {
      whitelabelId,
      email: demoRenter.email,
      passwordHash: await hasher.hash(demoRenter.password),
      accountType: 'renter',
      companyId,
      phoneNumber: demoRenter.phoneNumber,
      firstName: demoRenter.firstName,
      lastName: demoRenter.lastName,
      language: demoRenter.language,
      acceptedTermsAt: now,
      activatedAt: now,
    });
    return;
  }
  // The address is the README's: whatever account holds it is made the demo renter again.
  const known = await hasher.verify(existing.passwordHash, demoRenter.password);
  const inPlace =
    existing.accountType === 'renter' &&
    existing.companyId === companyId &&
    existing.activatedAt !== null &&
    existing.failedSignIns === 0 &&
    !existing.heldUntil;
  if (known && inPlace) return;
  await updateUser(
    tx,
    existing.id,
    {
      ...(known ? {} : { passwordHash: await hasher.hash(demoRenter.password) }),
      accountType: 'renter',
      companyId,
      activatedAt: existing.activatedAt ?? now,
      failedSignIns: 0,
      heldUntil: null,
    },
    now,
  );
}
