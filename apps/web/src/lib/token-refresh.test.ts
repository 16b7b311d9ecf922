import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTestToken } from '../../test/tokens.ts';
import { freshToken, type RefreshCall } from './token-refresh.ts';
import { readToken } from './user-token.ts';

/** Web Locks whose holder runs `meanwhile` first: what another tab does while this one waits. */
function locksWhere(meanwhile: () => void) {
  vi.stubGlobal('navigator', {
    ...navigator,
    locks: {
      request: async (_name: string, task: () => Promise<unknown>) => {
        meanwhile();
        return task();
      },
    },
  });
}

const newTokens = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2-abcdefghijklmnopqrstu',
  expiresIn: 900,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('freshToken across tabs (spec 000 section 4)', () => {
  it('uses the token another tab refreshed while this one waited for the lock', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1 });
    locksWhere(() => storeTestToken('customer', { accessToken: 'from-other-tab' }));
    const refresh = vi.fn<RefreshCall>(async () => newTokens);
    const token = await freshToken(refresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(token?.accessToken).toBe('from-other-tab');
  });

  it('refreshes nothing when another tab signed out meanwhile', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1 });
    locksWhere(() => localStorage.removeItem('spiritUserToken'));
    const refresh = vi.fn<RefreshCall>(async () => newTokens);
    expect(await freshToken(refresh)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keeps a token stored by a new sign-in while its refresh failed', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1 });
    locksWhere(() => undefined);
    const refresh = vi.fn<RefreshCall>(async () => {
      storeTestToken('renter', { accessToken: 'new-sign-in' });
      throw new Error('401');
    });
    expect(await freshToken(refresh)).toBeNull();
    expect(readToken()?.accessToken).toBe('new-sign-in');
  });

  it('stores the refreshed token under the lock, with the account type it had', async () => {
    storeTestToken('renter', { accessExpiresInMs: 5_000 });
    locksWhere(() => undefined);
    const token = await freshToken(async () => newTokens);
    expect(token).toMatchObject({ accessToken: 'access-2', accountType: 'renter' });
    expect(readToken()).toEqual(token);
  });
});
