import { randomUUID } from 'node:crypto';
import type { SignedInAccountType, TokenResponse } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Queryable } from '../journeys/repository.ts';
import {
  findUserById,
  insertRefreshToken,
  isCompanySuspended,
  liveSession,
  lockRefreshToken,
  markReplaced,
  revokeFamily,
  type UserRow,
} from './repository.ts';
import { hashRefreshToken, newRefreshToken } from './secrets.ts';
import type { AccessTokens } from './tokens.ts';

/** The white-label a call is made on: its id (rows) and code (the tokens' tenant claim). */
export interface AccountTenant {
  id: number;
  code: string;
}

/** Who a valid access token speaks for. */
export interface AuthenticatedAccount {
  userId: string;
  accountType: SignedInAccountType;
  /** The sign-in (refresh family) the token belongs to. */
  sessionId: string;
  /** A renter's rental company (issue 25); null for a customer. */
  companyId: number | null;
}

export interface Sessions {
  /** A new sign-in: a refresh family of one token, and an access token of it. */
  start(tx: Queryable, tenant: AccountTenant, user: UserRow, now: Date): Promise<TokenResponse>;
  /**
   * Rotates a refresh token: the presented one is spent and a new one given. A spent one
   * presented again is a stolen copy (or the thief's first use): its whole family is revoked.
   * 401 unauthorized for any token that does not work, and for one of another account type than
   * the call's or of a renter whose company is suspended (issue 25).
   */
  refresh(
    tenant: AccountTenant,
    refreshToken: string,
    now: Date,
    accountType: SignedInAccountType,
  ): Promise<TokenResponse>;
  /** The account of an access token, if it is valid, of this tenant and its sign-in stands. */
  authenticate(
    accessToken: string,
    tenant: AccountTenant,
    now: Date,
  ): Promise<AuthenticatedAccount | null>;
}

export function createSessions(
  db: Database,
  { tokens, refreshTtlMs }: { tokens: AccessTokens; refreshTtlMs: number },
): Sessions {
  async function issue(
    tx: Queryable,
    tenant: AccountTenant,
    user: UserRow,
    familyId: string,
    now: Date,
  ): Promise<TokenResponse> {
    const refreshToken = newRefreshToken();
    await insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(now.getTime() + refreshTtlMs),
    });
    const accessToken = await tokens.issue(
      { userId: user.id, tenant: tenant.code, accountType: user.accountType, sessionId: familyId },
      now,
    );
    return { accessToken, refreshToken, expiresIn: tokens.ttlSeconds };
  }

  return {
    start: (tx, tenant, user, now) => issue(tx, tenant, user, randomUUID(), now),

    async refresh(tenant, refreshToken, now, accountType) {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!row || row.revokedAt) return null;
        if (row.replacedAt) {
          // Committed before the 401, so the thief's copy and the victim's both stop working.
          await revokeFamily(tx, row.familyId, now);
          return null;
        }
        if (row.expiresAt.getTime() <= now.getTime()) return null;
        const user = await findUserById(tx, tenant.id, row.userId);
        if (!user || user.accountType !== accountType) return null;
        if (user.companyId !== null && (await isCompanySuspended(tx, user.companyId))) return null;
        await markReplaced(tx, row.id, now);
        return issue(tx, tenant, user, row.familyId, now);
      });
      if (!outcome) throw new AppError(401, 'unauthorized');
      return outcome;
    },

    async authenticate(accessToken, tenant, now) {
      const claims = await tokens.verify(accessToken, now);
      // Another white-label's token is refused like a forged one.
      if (!claims || claims.tenant !== tenant.code) return null;
      const session = await liveSession(db, claims.userId, claims.sessionId, now);
      if (!session) return null;
      return {
        userId: claims.userId,
        accountType: claims.accountType,
        sessionId: claims.sessionId,
        companyId: session.companyId,
      };
    },
  };
}
