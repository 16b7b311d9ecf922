import type { Language } from '@portico/contract';
import type { Queryable } from '../../modules/journeys/repository.ts';
import type { PasswordHasher } from '../../modules/accounts/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from '../../modules/accounts/repository.ts';

/**
 * The demo customer (DESIGN.md "Demo data"): an activated account anyone can sign in with on a
 * laptop. Its password is public, so it is never seeded in production.
 */
export const demoCustomer = {
  email: 'cliente.demo@aliae.example',
  password: 'Demo-cliente1',
  firstName: 'Giulia',
  lastName: 'Demo',
  language: 'it' as Language,
};

/**
 * Creates the demo customer, or puts it back as the README says: activated, not held, with its
 * known password (hashed again only when someone changed it). Its profile edits are kept.
 */
export async function seedDemoCustomer(
  tx: Queryable,
  whitelabelId: number,
  hasher: PasswordHasher,
): Promise<void> {
  const now = new Date();
  const existing = await findUserByEmail(tx, whitelabelId, demoCustomer.email);
  if (!existing) {
    await insertUser(tx, {
      whitelabelId,
      email: demoCustomer.email,
      passwordHash: await hasher.hash(demoCustomer.password),
      firstName: demoCustomer.firstName,
      lastName: demoCustomer.lastName,
      language: demoCustomer.language,
      acceptedTermsAt: now,
      activatedAt: now,
    });
    return;
  }
  const known = await hasher.verify(existing.passwordHash, demoCustomer.password);
  if (known && existing.activatedAt && existing.failedSignIns === 0 && !existing.heldUntil) return;
  await updateUser(
    tx,
    existing.id,
    {
      ...(known ? {} : { passwordHash: await hasher.hash(demoCustomer.password) }),
      activatedAt: existing.activatedAt ?? now,
      failedSignIns: 0,
      heldUntil: null,
    },
    now,
  );
}
