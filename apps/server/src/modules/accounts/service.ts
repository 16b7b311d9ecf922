import {
  type CredentialsBody,
  type ProfileResponse,
  type ProfileUpdateBody,
  type RegistrationBody,
  type ResetPasswordBody,
  signInHoldMinutes,
  signInMaxFailures,
  type TokenResponse,
} from '@portico/contract';
import type { AccountsConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { Queryable } from '../journeys/repository.ts';
import type { MailService } from '../mail/service.ts';
import type { AccountMailKind, AccountMailPayloads } from './account-mails.ts';
import { createAccountCodes } from './codes.ts';
import { asksPasswordChange, assertNewPassword, isHeld, profileChanges } from './domain.ts';
import type { PasswordHasher } from './passwords.ts';
import { presentProfile } from './presenter.ts';
import {
  deleteUser,
  findUserById,
  findUserByReference,
  findUserByEmail,
  insertUser,
  recordFailedSignIn,
  resetFailedSignIns,
  revokeFamily,
  revokeUserFamilies,
  updateUser,
  type UserRow,
} from './repository.ts';
import {
  type AccountTenant,
  type AuthenticatedAccount,
  createSessions,
  type Sessions,
} from './sessions.ts';
import { createAccessTokens } from './tokens.ts';

/** The customer account use cases (issue 12; spec 000 section 7 "Customer"). */
export interface AccountsService {
  register(
    tenant: AccountTenant,
    body: RegistrationBody,
    captcha?: string,
  ): Promise<{ id: string }>;
  activate(tenant: AccountTenant, reference: string, code: string): Promise<TokenResponse>;
  resendActivationCode(tenant: AccountTenant, reference: string): Promise<void>;
  signIn(tenant: AccountTenant, body: CredentialsBody, captcha?: string): Promise<TokenResponse>;
  refresh(tenant: AccountTenant, refreshToken: string | undefined): Promise<TokenResponse>;
  sendPasswordCode(tenant: AccountTenant, reference: string, captcha?: string): Promise<void>;
  resetPassword(tenant: AccountTenant, reference: string, body: ResetPasswordBody): Promise<void>;
  profile(tenant: AccountTenant, account: AuthenticatedAccount): Promise<ProfileResponse>;
  updateProfile(
    tenant: AccountTenant,
    account: AuthenticatedAccount,
    body: ProfileUpdateBody,
  ): Promise<ProfileResponse>;
  deleteAccount(tenant: AccountTenant, account: AuthenticatedAccount): Promise<void>;
  logout(account: AuthenticatedAccount): Promise<void>;
  sessions: Sessions;
}

export interface AccountsServiceDeps {
  captcha: CaptchaService;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  hasher: PasswordHasher;
  config: AccountsConfig;
  clock?: () => Date;
}

const holdMs = signInHoldMinutes * 60_000;

export function createAccountsService(
  db: Database,
  { captcha, mail, hasher, config, clock = () => new Date() }: AccountsServiceDeps,
): AccountsService {
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlS);
  const sessions = createSessions(db, { tokens, refreshTtlMs: config.refreshTokenTtlMs });
  const codes = createAccountCodes(db, config.jwtSecret);

  const send = <K extends AccountMailKind>(
    tx: Queryable,
    user: Pick<UserRow, 'whitelabelId' | 'email' | 'language'>,
    kind: K,
    payload: AccountMailPayloads[K],
  ) =>
    mail.enqueue(tx, {
      whitelabelId: user.whitelabelId,
      kind,
      recipient: user.email,
      language: user.language,
      payload,
    });

  /** The signed-in user; gone (deleted meanwhile) is a 401 like an ended sign-in. */
  async function signedIn(tx: Queryable, tenant: AccountTenant, account: AuthenticatedAccount) {
    const user = await findUserById(tx, tenant.id, account.userId);
    if (!user) throw new AppError(401, 'unauthorized');
    return user;
  }

  /** A wrong, expired or exhausted code, as the code's own catalogue codes. */
  function codeRefusal(check: 'wrong' | 'expired', purpose: 'activation' | 'password_reset') {
    if (purpose === 'activation') {
      return check === 'wrong'
        ? new AppError(400, 'invalid_activation_code')
        : new AppError(410, 'expired_activation_code');
    }
    return check === 'wrong'
      ? new AppError(400, 'invalid_password_reset_code')
      : new AppError(410, 'expired_password_reset_code');
  }

  return {
    sessions,

    async register(tenant, body, captchaToken) {
      const now = clock();
      if (!body.acceptedTerms) throw new AppError(400, 'cgu_mandatory');
      const password = assertNewPassword(body.password, 'customer');
      await captcha.verify(captchaToken, now);
      const passwordHash = await hasher.hash(password);
      const fields = {
        email: body.email.trim(),
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        language: body.language,
        acceptedTermsAt: now,
      };
      const id = await db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, tenant.id, body.email);
        // An activated address is taken. One never activated is a registration whose code was
        // lost: it starts again (only the address's owner can activate it, by the new code).
        if (existing?.activatedAt) return null;
        const user = existing
          ? await updateUser(tx, existing.id, fields, now)
          : await insertUser(tx, {
              ...fields,
              whitelabelId: tenant.id,
              createdAt: now,
              updatedAt: now,
            });
        if (!user) return null;
        const code = await codes.issue(tx, user.id, 'activation', now);
        await send(tx, user, 'account_activation', { code });
        return user.id;
      });
      if (!id) throw new AppError(409, 'email_already_used');
      mail.kick();
      return { id };
    },

    async activate(tenant, reference, code) {
      const now = clock();
      const user = await findUserByReference(db, tenant.id, reference);
      if (!user) throw new AppError(400, 'invalid_activation_code');
      if (user.activatedAt) throw new AppError(409, 'user_already_activated');
      let token: TokenResponse | undefined;
      const check = await codes.use(user.id, 'activation', code, now, async (tx) => {
        await updateUser(tx, user.id, { activatedAt: now }, now);
        token = await sessions.start(tx, tenant, user, now);
      });
      if (check !== 'ok' || !token)
        throw codeRefusal(check === 'ok' ? 'wrong' : check, 'activation');
      return token;
    },

    async resendActivationCode(tenant, reference) {
      const now = clock();
      // The same empty answer whether or not the address has an account waiting (enumeration).
      const sent = await db.transaction(async (tx) => {
        const user = await findUserByReference(tx, tenant.id, reference);
        if (!user || user.activatedAt) return false;
        const code = await codes.issue(tx, user.id, 'activation', now);
        await send(tx, user, 'account_activation', { code });
        return true;
      });
      if (sent) mail.kick();
    },

    async signIn(tenant, body, captchaToken) {
      const now = clock();
      if (!body.email || !body.password) {
        throw new AppError(400, 'provide_email_and_password_or_refresh_token');
      }
      await captcha.verify(captchaToken, now);
      const user = await findUserByEmail(db, tenant.id, body.email);
      // The same answer, in about the same time, for an unknown address and a wrong password.
      if (!user) {
        await hasher.verifyNothing(body.password);
        throw new AppError(401, 'user_not_found');
      }
      if (isHeld(user.heldUntil, now)) {
        await hasher.verifyNothing(body.password);
        throw new AppError(429, 'user_temporary_blocked');
      }
      if (!(await hasher.verify(user.passwordHash, body.password))) {
        await recordFailedSignIn(db, user.id, now, signInMaxFailures, holdMs);
        throw new AppError(401, 'user_not_found');
      }
      if (!user.activatedAt) throw new AppError(403, 'user_not_activated');
      return db.transaction(async (tx) => {
        if (user.failedSignIns > 0 || user.heldUntil) await resetFailedSignIns(tx, user.id);
        return sessions.start(tx, tenant, user, now);
      });
    },

    async refresh(tenant, refreshToken) {
      if (!refreshToken) throw new AppError(400, 'provide_email_and_password_or_refresh_token');
      return sessions.refresh(tenant, refreshToken, clock());
    },

    async sendPasswordCode(tenant, reference, captchaToken) {
      const now = clock();
      await captcha.verify(captchaToken, now);
      const sent = await db.transaction(async (tx) => {
        const user = await findUserByReference(tx, tenant.id, reference);
        // Nothing to say to an unknown or never activated address: the same empty answer.
        if (!user?.activatedAt) return false;
        const code = await codes.issue(tx, user.id, 'password_reset', now);
        await send(tx, user, 'account_password_reset', { code });
        return true;
      });
      if (sent) mail.kick();
    },

    async resetPassword(tenant, reference, body) {
      const now = clock();
      // Checked first, so a refused password costs no try of the code.
      const password = assertNewPassword(body.password, 'customer');
      const user = await findUserByReference(db, tenant.id, reference);
      if (!user?.activatedAt) throw new AppError(400, 'invalid_password_reset_code');
      const passwordHash = await hasher.hash(password);
      const check = await codes.use(user.id, 'password_reset', body.code, now, async (tx) => {
        await updateUser(tx, user.id, { passwordHash, failedSignIns: 0, heldUntil: null }, now);
        await revokeUserFamilies(tx, user.id, now);
        await send(tx, user, 'account_password_changed', {});
      });
      if (check !== 'ok') throw codeRefusal(check, 'password_reset');
      mail.kick();
    },

    async profile(tenant, account) {
      return presentProfile(await signedIn(db, tenant, account));
    },

    async updateProfile(tenant, account, body) {
      const now = clock();
      const user = await signedIn(db, tenant, account);
      const changes = profileChanges(user, body);
      let passwordHash: string | undefined;
      if (asksPasswordChange(body)) {
        if (!body.currentPassword) throw new AppError(400, 'password_mandatory');
        const password = assertNewPassword(body.newPassword, user.accountType);
        if (!(await hasher.verify(user.passwordHash, body.currentPassword))) {
          throw new AppError(400, 'invalid_password');
        }
        passwordHash = await hasher.hash(password);
      }
      const updated = await db.transaction(async (tx) => {
        const row = await updateUser(
          tx,
          user.id,
          { ...changes, ...(passwordHash ? { passwordHash } : {}) },
          now,
        );
        if (passwordHash) {
          // Every other sign-in ends; this one goes on (the page shows its success).
          await revokeUserFamilies(tx, user.id, now, account.sessionId);
          await send(tx, row ?? user, 'account_password_changed', {});
        }
        return row;
      });
      if (!updated) throw new AppError(401, 'unauthorized');
      if (passwordHash) mail.kick();
      return presentProfile(updated);
    },

    async deleteAccount(tenant, account) {
      await db.transaction(async (tx) => {
        const user = await signedIn(tx, tenant, account);
        // The row goes, and with it the codes and refresh tokens: nothing personal is kept but
        // the farewell e-mail's address, in the outbox until it is sent.
        await deleteUser(tx, user.id);
        await send(tx, user, 'account_deleted', {});
      });
      mail.kick();
    },

    async logout(account) {
      await revokeFamily(db, account.sessionId, clock());
    },
  };
}
