import { accountCodeLifetimeMinutes, accountCodeMaxWrongTriesPerWindow } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { AccountCodePurpose } from '../../db/schema/accounts.ts';
import type { Queryable } from '../journeys/repository.ts';
import { giveBackCodeTry, reserveCodeSend, reserveCodeTry } from './code-window-repository.ts';
import { type AccountsContext, sendAccountMail } from './context.ts';
import { type CodeCheck, checkCode } from './domain.ts';
import { countCodeTry, deleteCode, lockCode, saveCode, type UserRow } from './repository.ts';
import { hashAccountCode, newAccountCode } from './secrets.ts';

/** Whom a code is for: the account and where its e-mails go. */
export type CodeHolder = Pick<
  UserRow,
  'id' | 'whitelabelId' | 'email' | 'language' | 'accountType'
>;

/**
 * Writes the e-mail carrying a new code to the outbox, in `tx`: by default the account e-mail of
 * the code's purpose; a renter's activation code goes in its invitation instead (issue 25).
 */
export type CodeMailWriter = (tx: Queryable, user: CodeHolder, code: string) => Promise<unknown>;

/**
 * Activation and password-reset codes (issues 12 and 24): random six digits, only their hash
 * kept, valid 15 minutes, single use, at most 5 tries each; a new one replaces the previous. Over
 * the account's window (code-window-repository.ts) the codes e-mailed and the wrong codes typed
 * are capped, whichever code they were for.
 */
export interface AccountCodes {
  /**
   * E-mails the user a new code of the purpose, unless the window refuses it (its cap, or the
   * wait after the last code): then nothing is sent and the previous code still works. Answers
   * whether one was written to the outbox (the caller kicks the mail job after commit).
   */
  send(
    tx: Queryable,
    user: CodeHolder,
    purpose: AccountCodePurpose,
    now: Date,
    writeMail?: CodeMailWriter,
  ): Promise<boolean>;
  /**
   * Tries a typed code for `user`, or for nobody (unknown, or not one this call serves), which
   * runs the same statements and answers as a wrong code. A wrong try is counted and committed
   * even though the caller answers an error; a right one is spent, and `onSuccess` runs in the
   * same transaction. Past the window's wrong tries, every code is wrong without being compared.
   */
  use(
    user: CodeHolder | undefined,
    purpose: AccountCodePurpose,
    typed: string,
    now: Date,
    onSuccess?: (tx: Queryable) => Promise<void>,
  ): Promise<CodeCheck>;
}

/** No account has it: the unknown path's statements find no row. */
const nobody = '00000000-0000-0000-0000-000000000000';

const mailOfPurpose = {
  activation: 'account_activation',
  password_reset: 'account_password_reset',
} as const;

export function createAccountCodes(
  db: Database,
  secret: string,
  context: Pick<AccountsContext, 'mail'>,
): AccountCodes {
  return {
    async send(tx, user, purpose, now, writeMail) {
      if (!(await reserveCodeSend(tx, user.id, now))) return false;
      const code = newAccountCode();
      await saveCode(tx, {
        userId: user.id,
        purpose,
        codeHash: hashAccountCode(secret, user.id, code),
        expiresAt: new Date(now.getTime() + accountCodeLifetimeMinutes * 60_000),
        createdAt: now,
      });
      if (writeMail) await writeMail(tx, user, code);
      else await sendAccountMail(context, tx, user, mailOfPurpose[purpose], { code });
      return true;
    },

    async use(user, purpose, typed, now, onSuccess) {
      let warned = false;
      const check = await db.transaction(async (tx): Promise<CodeCheck> => {
        // The try is counted before anything is compared (the user's row stays locked until
        // commit, so tries at once are counted one by one); then the code's row, in the same
        // order as a code being sent.
        const reserved = await reserveCodeTry(tx, user?.id ?? nobody, now);
        const live = await lockCode(tx, user?.id ?? nobody, purpose);
        if (!user || !reserved) return 'wrong';
        const outcome = checkCode(live, hashAccountCode(secret, user.id, typed), now);
        if (outcome !== 'wrong') {
          await giveBackCodeTry(tx, user.id, { codeSpent: outcome === 'ok' });
        } else {
          if (live) await countCodeTry(tx, live.id);
          // The try that fills the window tells the address, once per window.
          if (reserved.rank === accountCodeMaxWrongTriesPerWindow) {
            await sendAccountMail(context, tx, user, 'account_codes_tried', {
              tries: reserved.rank,
              until: reserved.windowEndsAt.toISOString(),
            });
            warned = true;
          }
        }
        if (live && outcome === 'ok') {
          await deleteCode(tx, live.id);
          await onSuccess?.(tx);
        }
        return outcome;
      });
      if (warned) context.mail.kick();
      return check;
    },
  };
}
