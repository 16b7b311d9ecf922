import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/server.ts';
import { storeTestToken } from '../../test/tokens.ts';
import { signOut } from './sign-out.ts';
import { readToken } from './user-token.ts';

function recordLogouts() {
  const calls: { path: string; authorization: string | null }[] = [];
  const record =
    (status: number) =>
    ({ request }: { request: Request }) => {
      calls.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
      });
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ message: 'internal_error' }, { status });
    };
  return { calls, record };
}

describe('signOut (spec 000 section 4)', () => {
  it("ends a customer's sign-in on the server with its token, then drops it", async () => {
    storeTestToken('customer', { accessToken: 'access-1' });
    const { calls, record } = recordLogouts();
    server.use(http.delete(api('/users/me/token'), record(204)));
    await signOut('it');
    expect(calls).toEqual([
      { path: '/services/v1/users/me/token', authorization: 'Bearer access-1' },
    ]);
    expect(readToken()).toBeNull();
  });

  it("uses the renters' call for a renter", async () => {
    storeTestToken('renter');
    const { calls, record } = recordLogouts();
    server.use(http.delete(api('/renters/me/token'), record(204)));
    await signOut('it');
    expect(calls.map((call) => call.path)).toEqual(['/services/v1/renters/me/token']);
    expect(readToken()).toBeNull();
  });

  it('drops the token even when the call fails', async () => {
    storeTestToken('customer');
    const { record } = recordLogouts();
    server.use(http.delete(api('/users/me/token'), record(500)));
    await signOut('it');
    expect(readToken()).toBeNull();
  });

  it('calls nothing when the visitor is not signed in', async () => {
    const { calls, record } = recordLogouts();
    server.use(http.delete(api('/users/me/token'), record(204)));
    await signOut('it');
    expect(calls).toEqual([]);
  });
});
