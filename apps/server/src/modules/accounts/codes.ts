import { accountCodeLifetimeMinutes, accountCodeMaxWrongTriesPerWindow } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { giveBackCodeTry, reserveCodeSend, reserveCodeTry } from './code-window-repository.ts';
import type { AccountCodes } from './code-types.ts';
import { type AccountsContext, sendAccountMail } from './context.ts';
import { type CodeCheck, checkCode } from './domain.ts';
import { countCodeTry, deleteCode, lockCode, saveCode } from './repository.ts';
import { hashAccountCode, newAccountCode } from './secrets.ts';

// Their home is code-types.ts (the context names them); importers of codes.ts find them here too.
export type { AccountCodes, CodeHolder, CodeMailWriter } from './code-types.ts';

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
