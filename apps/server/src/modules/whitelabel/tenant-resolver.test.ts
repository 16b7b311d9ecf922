import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import type { Tenant } from './domain.ts';
import { createTenantResolver, type TenantLookups } from './tenant-resolver.ts';

const tenant = (code: string, hosts: string[]): Tenant => ({
  id: code.length,
  code,
  name: code,
  hosts,
  logoUrl: '',
  gdprText: {},
  seoTitle: {},
  seoDescription: {},
  freeFlowEnabled: true,
  languages: ['fr'],
  tagManager: null,
});

const demo = tenant('a79', ['localhost']);
const other = tenant('other', ['other.example']);

function fakeLookups() {
  const calls: string[] = [];
  const lookups: TenantLookups = {
    async byHost(host) {
      calls.push(`host:${host}`);
      return [demo, other].find((t) => t.hosts.includes(host)) ?? null;
    },
    async byCode(code) {
      calls.push(`code:${code}`);
      return [demo, other].find((t) => t.code === code) ?? null;
    },
  };
  return { lookups, calls };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('tenant resolution', () => {
  it('uses the white-label header first, ignoring case and port', async () => {
    const resolve = createTenantResolver(fakeLookups().lookups, { defaultCode: 'a79' });
    await expect(resolve({ whitelabelHost: 'Other.Example:443', host: 'localhost' })).resolves.toBe(
      other,
    );
  });

  it('answers 404 whitelabel_not_found for an unknown header, even with a known Host', async () => {
    const resolve = createTenantResolver(fakeLookups().lookups, { defaultCode: 'a79' });
    const error = await failure(resolve({ whitelabelHost: 'nobody.example', host: 'localhost' }));
    expect([error.statusCode, error.code]).toEqual([404, 'whitelabel_not_found']);
  });

  it('without the header, selects the tenant listing the Host name', async () => {
    const resolve = createTenantResolver(fakeLookups().lookups, { defaultCode: 'a79' });
    await expect(resolve({ whitelabelHost: undefined, host: 'other.example:8080' })).resolves.toBe(
      other,
    );
    await expect(resolve({ whitelabelHost: '', host: 'other.example' })).resolves.toBe(other);
  });

  it('falls back to the default tenant for an unknown or missing Host', async () => {
    const resolve = createTenantResolver(fakeLookups().lookups, { defaultCode: 'other' });
    await expect(resolve({ whitelabelHost: undefined, host: 'unknown.example' })).resolves.toBe(
      other,
    );
    await expect(resolve({ whitelabelHost: undefined, host: undefined })).resolves.toBe(other);
  });

  it('answers 404 when the default tenant does not exist', async () => {
    const resolve = createTenantResolver(fakeLookups().lookups, { defaultCode: 'missing' });
    const error = await failure(resolve({ whitelabelHost: undefined, host: 'unknown.example' }));
    expect(error.code).toBe('whitelabel_not_found');
  });

  it('caches lookups for the TTL, then asks again', async () => {
    const { lookups, calls } = fakeLookups();
    let now = 0;
    const resolve = createTenantResolver(lookups, {
      defaultCode: 'a79',
      ttlMs: 1000,
      now: () => now,
    });
    const request = { whitelabelHost: 'other.example', host: undefined };
    await resolve(request);
    await resolve(request);
    expect(calls).toEqual(['host:other.example']);
    now = 1001;
    await resolve(request);
    expect(calls).toEqual(['host:other.example', 'host:other.example']);
  });

  it('bounds the cache so random hosts cannot grow it forever', async () => {
    const { lookups, calls } = fakeLookups();
    const resolve = createTenantResolver(lookups, { defaultCode: 'a79', maxEntries: 2 });
    await resolve({ whitelabelHost: 'other.example', host: undefined });
    await resolve({ whitelabelHost: undefined, host: 'random-1.example' });
    await resolve({ whitelabelHost: undefined, host: 'random-2.example' });
    await resolve({ whitelabelHost: 'other.example', host: undefined });
    expect(calls.filter((call) => call === 'host:other.example')).toHaveLength(2);
  });
});
