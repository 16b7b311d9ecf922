import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { routes } from '@portico/contract';
import { api, server } from '../../test/server.ts';
import { aJwt, storeTestToken } from '../../test/tokens.ts';
import { apiRequest, isApiError } from './api-client.ts';
import { readToken } from './user-token.ts';

/** Answers /users/me with the authorization header it got; counts the refresh calls. */
function recordCalls(refreshAnswer: () => Response = () => freshTokens('access-2')) {
  const seen = {
    authorization: [] as (string | null)[],
    refreshes: [] as unknown[],
    refreshAuth: [] as (string | null)[],
  };
  server.use(
    http.get(api('/users/me'), ({ request }) => {
      seen.authorization.push(request.headers.get('authorization'));
      return HttpResponse.json({ email: 'giulia@example.it' });
    }),
    http.post(api('/public/users/token/refresh'), async ({ request }) => {
      seen.refreshAuth.push(request.headers.get('authorization'));
      seen.refreshes.push(await request.json());
      return refreshAnswer();
    }),
  );
  return seen;
}

function freshTokens(accessToken: string) {
  return HttpResponse.json({
    accessToken,
    refreshToken: aJwt({ exp: Math.floor(Date.now() / 1000) + 86_400 }),
    expiresIn: 900,
  });
}

const getMe = () => apiRequest(routes.me, { language: 'it' });

describe('the API client and the stored token (spec 000 sections 4, 6, 8)', () => {
  it('sends no authorization header when the visitor is disconnected', async () => {
    const seen = recordCalls();
    await getMe();
    expect(seen.authorization).toEqual([null]);
  });

  it('carries the bearer token of a signed-in visitor', async () => {
    storeTestToken('customer', { accessToken: 'access-1' });
    const seen = recordCalls();
    await getMe();
    expect(seen.authorization).toEqual(['Bearer access-1']);
    expect(seen.refreshes).toEqual([]);
  });

  it('refreshes an expiring access token first, with the refresh token and no bearer', async () => {
    const stored = storeTestToken('customer', { accessExpiresInMs: 10_000 });
    const seen = recordCalls();
    await getMe();
    expect(seen.refreshes).toEqual([{ refreshToken: stored.refreshToken }]);
    expect(seen.refreshAuth).toEqual([null]);
    expect(seen.authorization).toEqual(['Bearer access-2']);
    const token = readToken();
    expect(token).toMatchObject({
      accessToken: 'access-2',
      expiresIn: 900,
      accountType: 'customer',
    });
    const expiresAt = Date.parse(String(token?.expirationDate));
    expect(Math.abs(expiresAt - (Date.now() + 900_000))).toBeLessThan(5_000);
  });

  it('refreshes once for calls made at the same time', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1 });
    const seen = recordCalls();
    await Promise.all([getMe(), getMe(), getMe()]);
    expect(seen.refreshes).toHaveLength(1);
    expect(seen.authorization).toEqual(['Bearer access-2', 'Bearer access-2', 'Bearer access-2']);
  });

  it("refreshes a renter's token with the renters' call", async () => {
    storeTestToken('renter', { accessExpiresInMs: -1 });
    const renterRefreshes: unknown[] = [];
    const seen = recordCalls();
    server.use(
      http.post(api('/public/renters/token/refresh'), async ({ request }) => {
        renterRefreshes.push(await request.json());
        return freshTokens('renter-2');
      }),
    );
    await getMe();
    expect(renterRefreshes).toHaveLength(1);
    expect(seen.refreshes).toEqual([]);
    expect(readToken()).toMatchObject({ accessToken: 'renter-2', accountType: 'renter' });
  });

  it('removes the token when the refresh fails, and sends the call disconnected', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1 });
    const seen = recordCalls(() => HttpResponse.json({ message: 'unauthorized' }, { status: 401 }));
    await getMe();
    expect(seen.refreshes).toHaveLength(1);
    expect(readToken()).toBeNull();
    expect(seen.authorization).toEqual([null]);
  });

  it('removes the token without asking when the refresh token has expired too', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1, refreshExpiresInMs: -1 });
    const seen = recordCalls();
    await getMe();
    expect(seen.refreshes).toEqual([]);
    expect(readToken()).toBeNull();
  });

  it('tries an opaque refresh token (no expiry claim to read): the server judges it', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1, refreshExpiresInMs: null });
    const seen = recordCalls();
    await getMe();
    expect(seen.refreshes).toEqual([{ refreshToken: 'opaque-refresh-token-0123456789' }]);
    expect(readToken()?.accessToken).toBe('access-2');
  });

  it('signs the visitor out when a signed-in call answers 401', async () => {
    storeTestToken('customer');
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json({ message: 'unauthorized' }, { status: 401 }),
      ),
    );
    const error: unknown = await getMe().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(401);
    expect(readToken()).toBeNull();
  });

  it('keeps the token on other errors', async () => {
    storeTestToken('customer');
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json({ message: 'forbidden' }, { status: 403 }),
      ),
    );
    await getMe().catch(() => undefined);
    expect(readToken()).not.toBeNull();
  });
});
