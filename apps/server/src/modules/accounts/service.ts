import type { AccountsConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { MailService } from '../mail/service.ts';
import { createAccountCodes } from './codes.ts';
import type { AccountsContext } from './context.ts';
import { passkeyCalls } from './passkeys.ts';
import { passwordResetCalls } from './password-reset.ts';
import type { PasswordHasher } from './passwords.ts';
import { profileCalls } from './profile.ts';
import { createSessions, type Sessions } from './sessions.ts';
import { signInCalls } from './sign-in.ts';
import { signUpCalls } from './sign-up.ts';
import { createAccessTokens } from './tokens.ts';

/**
 * The customer account use cases (issue 12; spec 000 section 7 "Customer"): sign-up.ts,
 * sign-in.ts, password-reset.ts and profile.ts; sessions.ts for the tokens, which the auth
 * plugin uses too.
 */
export type AccountsService = ReturnType<typeof signUpCalls> &
  ReturnType<typeof signInCalls> &
  ReturnType<typeof passwordResetCalls> &
  ReturnType<typeof profileCalls> &
  ReturnType<typeof passkeyCalls> & {
    sessions: Sessions;
    hasher: PasswordHasher;
    /** What the renters' accounts share with the customers' (issue 25: modules/renters). */
    context: AccountsContext;
  };

export interface AccountsServiceDeps {
  captcha: CaptchaService;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  hasher: PasswordHasher;
  config: AccountsConfig;
  clock?: () => Date;
}

export function createAccountsService(
  db: Database,
  { captcha, mail, hasher, config, clock = () => new Date() }: AccountsServiceDeps,
): AccountsService {
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlS);
  const context: AccountsContext = {
    db,
    captcha,
    mail,
    hasher,
    clock,
    sessions: createSessions(db, { tokens, refreshTtlMs: config.refreshTokenTtlMs }),
    // Codes are bound to the server's secret, so a leaked table alone gives none back.
    codes: createAccountCodes(db, config.jwtSecret, { mail }),
  };
  return {
    ...signUpCalls(context),
    ...signInCalls(context, 'customer'),
    ...passwordResetCalls(context, 'customer'),
    ...profileCalls(context),
    ...passkeyCalls(context, 'customer'),
    sessions: context.sessions,
    hasher,
    context,
  };
}
