import type { AccountCodePurpose } from '../../db/schema/accounts.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { CodeCheck } from './domain.ts';
import type { UserRow } from './repository.ts';

// The account codes' types, apart from codes.ts: the accounts' context names them, and codes.ts
// imports the context.

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
