import { describe, expect, it } from 'vitest';
import type { PageApiCall } from '@portico/contract';
import { serverApiFetch } from '../server-api-fetch.ts';

describe('serverApiFetch', () => {
  it('sends the call as plain data and reads the answer back as a Response', async () => {
    const calls: [string, PageApiCall][] = [];
    const fetch = serverApiFetch(async (url, call) => {
      calls.push([url, call]);
      return { status: 201, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
    });
    const response = await fetch('http://site.example/services/v1/x?y=1', {
      method: 'POST',
      headers: { 'Accept-Language': 'it' },
      body: '{"a":1}',
    });
    expect(calls).toEqual([
      [
        'http://site.example/services/v1/x?y=1',
        { method: 'POST', headers: { 'accept-language': 'it' }, body: '{"a":1}' },
      ],
    ]);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('gives an empty answer no body (a Response with one would throw)', async () => {
    const fetch = serverApiFetch(async () => ({ status: 204, headers: {}, body: '' }));
    const response = await fetch('http://site.example/services/v1/x', {});
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('refuses a body that is not JSON text', async () => {
    const fetch = serverApiFetch(async () => ({ status: 200, headers: {}, body: '' }));
    await expect(
      fetch('http://site.example/x', { method: 'POST', body: new Blob(['x']) }),
    ).rejects.toThrow(/JSON text/);
  });
});
