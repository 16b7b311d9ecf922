import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

function counter() {
  let calls = 0;
  return {
    load: (value: string) => async () => {
      calls += 1;
      return value;
    },
    get calls() {
      return calls;
    },
  };
}

describe('createTtlCache', () => {
  it('reuses a value until it expires', async () => {
    let time = 1_000;
    const cache = createTtlCache<string>({ ttlMs: 100, now: () => time });
    const loads = counter();
    expect(await cache.get('k', loads.load('a'))).toBe('a');
    time += 99;
    expect(await cache.get('k', loads.load('b'))).toBe('a');
    expect(loads.calls).toBe(1);
    time += 1;
    expect(await cache.get('k', loads.load('c'))).toBe('c');
    expect(loads.calls).toBe(2);
  });

  it('shares one load between concurrent callers of a cold key', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000 });
    const loads = counter();
    const values = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('k', loads.load('v'))),
    );
    expect(new Set(values)).toEqual(new Set(['v']));
    expect(loads.calls).toBe(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('loads every time when disabled', async () => {
    const cache = createTtlCache<string>({ ttlMs: 0 });
    const loads = counter();
    await cache.get('k', loads.load('a'));
    await cache.get('k', loads.load('a'));
    expect(loads.calls).toBe(2);
  });

  it('restarts past its bound instead of growing', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    const loads = counter();
    await cache.get('a', loads.load('a'));
    await cache.get('b', loads.load('b'));
    await cache.get('c', loads.load('c'));
    await cache.get('a', loads.load('a'));
    expect(loads.calls).toBe(4);
  });
});
