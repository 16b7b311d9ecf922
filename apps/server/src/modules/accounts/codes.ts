import { accountCodeLifetimeMinutes, accountCodeResendSeconds } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { AccountCodePurpose } from '../../db/schema/accounts.ts';
import type { Queryable } from '../journeys/repository.ts';
import { type CodeCheck, checkCode } from './domain.ts';
import { countCodeTry, deleteCode, lockCode, saveCode } from './repository.ts';
import { hashAccountCode, newAccountCode } from './secrets.ts';

/**
 * Activation and password-reset codes (issue 12): random six digits, only their hash kept, valid
 * 15 minutes, single use, at most 5 tries; a new one replaces the previous.
 */
export interface AccountCodes {
  /** Writes a new code for the user and purpose; answers it for the e-mail. */
  issue(tx: Queryable, userId: string, purpose: AccountCodePurpose, now: Date): Promise<string>;
  /**
   * Whether a code was sent less than accountCodeResendSeconds ago (the row is locked until the
   * transaction ends): asked again sooner, nothing is sent, so nobody can flood an address.
   */
  sentRecently(
    tx: Queryable,
    userId: string,
    purpose: AccountCodePurpose,
    now: Date,
  ): Promise<boolean>;
  /**
   * Tries a typed code. A wrong try is counted and committed even though the caller answers an
   * error; a right one is spent, and `onSuccess` runs in the same transaction.
   */
  use(
    userId: string,
    purpose: AccountCodePurpose,
    typed: string,
    now: Date,
    onSuccess: (tx: Queryable) => Promise<void>,
  ): Promise<CodeCheck>;
}

export function createAccountCodes(db: Database, secret: string): AccountCodes {
  return {
    async issue(tx, userId, purpose, now) {
      const code = newAccountCode();
      await saveCode(tx, {
        userId,
        purpose,
        codeHash: hashAccountCode(secret, userId, code),
        expiresAt: new Date(now.getTime() + accountCodeLifetimeMinutes * 60_000),
        createdAt: now,
      });
      return code;
    },

    async sentRecently(tx, userId, purpose, now) {
      const live = await lockCode(tx, userId, purpose);
      return (
        live !== undefined &&
        now.getTime() - live.createdAt.getTime() < accountCodeResendSeconds * 1000
      );
    },

    use(userId, purpose, typed, now, onSuccess) {
      return db.transaction(async (tx) => {
        const live = await lockCode(tx, userId, purpose);
        const check = checkCode(live, hashAccountCode(secret, userId, typed), now);
        if (live && check === 'wrong') await countCodeTry(tx, live.id);
        if (live && check === 'ok') {
          await deleteCode(tx, live.id);
          await onSuccess(tx);
        }
        return check;
      });
    },
  };
}
