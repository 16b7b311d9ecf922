import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import type { Tenant } from './domain.ts';
import { createPortalOriginResolver, portalOrigin } from './portal-origin.ts';

/** Issue 9 item 3: return and notification URLs come from the configuration, not the request. */
describe('portalOrigin', () => {
  const hosts = ['peage-a79.example.fr', 'localhost', '::1'];

  it.each<[string, string, (string | undefined)[], string]>([
    [
      'the public origin without a host',
      'https://portal.example.fr',
      [],
      'https://portal.example.fr',
    ],
    [
      "the white-label's listed host, on the public scheme and port",
      'https://portal.example.fr',
      [undefined, 'PEAGE-A79.example.fr.'],
      'https://peage-a79.example.fr',
    ],
    [
      'x-whitelabel-host before Host',
      'https://portal.example.fr',
      ['peage-a79.example.fr', 'localhost'],
      'https://peage-a79.example.fr',
    ],
    [
      'the public port, never the request port',
      'http://localhost:8187',
      [undefined, 'localhost:9999'],
      'http://localhost:8187',
    ],
    ['an IPv6 host', 'http://localhost:8080', ['[::1]:8080'], 'http://[::1]:8080'],
    [
      'a forged Host, which no white-label lists',
      'https://portal.example.fr',
      [undefined, 'evil.example'],
      'https://portal.example.fr',
    ],
    [
      'a forged x-whitelabel-host and Host',
      'https://portal.example.fr',
      ['evil.example', 'attacker.example:443'],
      'https://portal.example.fr',
    ],
    [
      'a Host with credentials or a path',
      'https://portal.example.fr',
      [undefined, 'peage-a79.example.fr@evil.example'],
      'https://portal.example.fr',
    ],
  ])('gives %s', (_name, publicOrigin, requestHosts, expected) => {
    expect(portalOrigin(publicOrigin, hosts, requestHosts)).toBe(expected);
  });
});

describe('createPortalOriginResolver (the simulators)', () => {
  const tenant = { hosts: ['peage-a79.example.fr'] } as Tenant;

  it("resolves the request's tenant as the tenant plugin does", async () => {
    const resolve = createPortalOriginResolver('https://portal.example.fr', async () => tenant);
    expect(await resolve({ whitelabelHost: undefined, host: 'peage-a79.example.fr' })).toBe(
      'https://peage-a79.example.fr',
    );
    expect(await resolve({ whitelabelHost: undefined, host: 'evil.example' })).toBe(
      'https://portal.example.fr',
    );
  });

  it('falls back to the public origin when no tenant answers', async () => {
    const resolve = createPortalOriginResolver('https://portal.example.fr', async () => {
      throw new AppError(404, 'whitelabel_not_found');
    });
    expect(await resolve({ whitelabelHost: 'unknown.example', host: undefined })).toBe(
      'https://portal.example.fr',
    );
  });
});
