import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { aWhitelabel } from '../../test/fixtures.ts';
import { api, server } from '../../test/server.ts';
import { getWhitelabel, whitelabelCacheMs } from './whitelabel.ts';

function countWhitelabelCalls() {
  const calls: { language: string | null; host: string | null }[] = [];
  server.use(
    http.get(api('/whitelabels'), ({ request }) => {
      calls.push({
        language: request.headers.get('accept-language'),
        host: request.headers.get('x-whitelabel-host'),
      });
      return HttpResponse.json(aWhitelabel({ name: `ALIAE ${calls.length}` }));
    }),
  );
  return calls;
}

describe('getWhitelabel', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the language and white-label host headers', async () => {
    const calls = countWhitelabelCalls();
    await getWhitelabel('it');
    expect(calls).toEqual([{ language: 'it', host: window.location.hostname }]);
  });

  it('serves a second call within 15 minutes from session storage', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = countWhitelabelCalls();
    const first = await getWhitelabel('it');
    vi.setSystemTime(Date.now() + whitelabelCacheMs - 1000);
    const second = await getWhitelabel('it');
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
    expect(JSON.parse(sessionStorage.getItem('whitelabel') ?? '{}')).toMatchObject({
      language: 'it',
      data: { name: 'ALIAE 1' },
    });
  });

  it('fetches again once the 15 minutes are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = countWhitelabelCalls();
    await getWhitelabel('it');
    vi.setSystemTime(Date.now() + whitelabelCacheMs + 1);
    const second = await getWhitelabel('it');
    expect(calls).toHaveLength(2);
    expect(second.name).toBe('ALIAE 2');
  });

  it('fetches again when the stored entry is not a white-label (left by another build)', async () => {
    const calls = countWhitelabelCalls();
    const stale = { ...aWhitelabel(), seo: 'A79' };
    sessionStorage.setItem(
      'whitelabel',
      JSON.stringify({ language: 'it', expiresAt: Date.now() + whitelabelCacheMs, data: stale }),
    );
    const fresh = await getWhitelabel('it');
    expect(calls).toHaveLength(1);
    expect(fresh.name).toBe('ALIAE 1');
  });

  it('serves a stored entry that has every field', async () => {
    const calls = countWhitelabelCalls();
    sessionStorage.setItem(
      'whitelabel',
      JSON.stringify({
        language: 'it',
        expiresAt: Date.now() + whitelabelCacheMs,
        data: aWhitelabel({ name: 'stored' }),
      }),
    );
    expect((await getWhitelabel('it')).name).toBe('stored');
    expect(calls).toHaveLength(0);
  });

  it('fetches again for another language', async () => {
    const calls = countWhitelabelCalls();
    await getWhitelabel('it');
    await getWhitelabel('fr');
    expect(calls.map((call) => call.language)).toEqual(['it', 'fr']);
    expect(JSON.parse(sessionStorage.getItem('whitelabel') ?? '{}').language).toBe('fr');
  });
});
