import type { SignedInAccountType, StoredToken } from '../src/lib/user-token.ts';

/** An unsigned JWT of the given claims, base64url-encoded as a server sends it. */
export function aJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

interface TokenOptions {
  /** When the access token expires, from now (ms); negative: expired. */
  accessExpiresInMs?: number;
  /** When the refresh token expires, from now (ms); null: an opaque refresh token. */
  refreshExpiresInMs?: number | null;
  accessToken?: string;
}

let issued = 0;

/** Stores a token as a sign-in would (spec 000 section 3, key spiritUserToken). */
export function storeTestToken(
  accountType: SignedInAccountType,
  {
    accessExpiresInMs = 3_600_000,
    refreshExpiresInMs = 86_400_000,
    accessToken = 'access-1',
  }: TokenOptions = {},
): StoredToken {
  const now = Date.now();
  const token: StoredToken = {
    accessToken,
    refreshToken:
      refreshExpiresInMs === null
        ? 'opaque-refresh-token-0123456789'
        : aJwt({
            sub: 'user',
            jti: (issued += 1),
            exp: Math.floor((now + refreshExpiresInMs) / 1000),
          }),
    expiresIn: Math.round(accessExpiresInMs / 1000),
    expirationDate: new Date(now + accessExpiresInMs).toISOString(),
    accountType,
  };
  localStorage.setItem('spiritUserToken', JSON.stringify(token));
  return token;
}
