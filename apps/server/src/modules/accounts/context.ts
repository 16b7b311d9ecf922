import type { Database } from '../../db/database.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { Queryable } from '../journeys/repository.ts';
import type { MailService } from '../mail/service.ts';
import type { AccountMailKind, AccountMailPayloads } from './account-mails.ts';
import type { AccountCodes } from './code-types.ts';
import type { PasswordHasher } from './passwords.ts';
import type { UserRow } from './repository.ts';
import type { Sessions } from './sessions.ts';

/** What the account use cases share (service.ts builds it once). */
export interface AccountsContext {
  db: Database;
  captcha: CaptchaService;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  hasher: PasswordHasher;
  clock: () => Date;
  sessions: Sessions;
  codes: AccountCodes;
}

/**
 * Writes an account e-mail to the outbox, in the user's language, inside `tx`. A renter's says so
 * in its payload (`audience`), so the renderer speaks of an access to the renters' area, not of a
 * customer account.
 */
export function sendAccountMail<K extends AccountMailKind>(
  { mail }: Pick<AccountsContext, 'mail'>,
  tx: Queryable,
  user: Pick<UserRow, 'whitelabelId' | 'email' | 'language' | 'accountType'>,
  kind: K,
  payload: AccountMailPayloads[K],
): Promise<number> {
  return mail.enqueue(tx, {
    whitelabelId: user.whitelabelId,
    kind,
    recipient: user.email,
    language: user.language,
    payload: user.accountType === 'renter' ? { ...payload, audience: 'renter' } : payload,
  });
}
