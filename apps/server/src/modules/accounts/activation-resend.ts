import type { SignedInAccountType } from '@portico/contract';
import type { CodeMailWriter } from './codes.ts';
import type { AccountsContext } from './context.ts';
import { findAccountByReference } from './repository.ts';
import type { AccountTenant } from './sessions.ts';

/**
 * POST /public/{users,renters}/{id}/activationCodes: a new activation code for an account of one
 * type that waits for its activation, by the default e-mail or `writeMail` (a renter's
 * invitation, issue 25). The same empty answer whether or not such an account waits
 * (enumeration), and whether or not the account's codes allow another one now.
 */
export function activationResend(
  { db, mail, clock, codes }: Pick<AccountsContext, 'db' | 'mail' | 'clock' | 'codes'>,
  accountType: SignedInAccountType,
  writeMail?: CodeMailWriter,
) {
  return async (tenant: AccountTenant, reference: string): Promise<void> => {
    const now = clock();
    const sent = await db.transaction(async (tx) => {
      const user = await findAccountByReference(tx, tenant.id, reference, accountType);
      if (!user || user.activatedAt) return false;
      return codes.send(tx, user, 'activation', now, writeMail);
    });
    if (sent) mail.kick();
  };
}
