import { accessTokenClaimsSchema, type SignedInAccountType } from '@portico/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens (issue 12): HS256 JWTs, short-lived, carrying the user (sub), the white-label's
 * code (tenant), the account type and the sign-in they belong to (sid: the refresh family), so a
 * logout or a password change ends them at once (the auth plugin checks the family).
 */
export interface AccessClaims {
  userId: string;
  tenant: string;
  accountType: SignedInAccountType;
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessClaims, now: Date): Promise<string>;
  /** The claims of a valid token at `now`, or null (bad signature, expired, malformed). */
  verify(token: string, now: Date): Promise<AccessClaims | null>;
  readonly ttlSeconds: number;
}

const issuer = 'portico';
const audience = 'portico-customer-api';

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async issue({ userId, tenant, accountType, sessionId }, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ tenant, accountType, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now,
        });
        const claims = accessTokenClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const { sub, tenant, accountType, sid } = claims.data;
        return { userId: sub, tenant, accountType, sessionId: sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
