import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { configRefusal, testCwd } from './test-env.ts';

// Issue 15 item 4: TRUST_PROXY says which proxies may tell the client's address, never "all".
const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }, testCwd).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, or with false or 0', () => {
    expect(loadConfig({}, testCwd).trustProxy).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a number of hops from 1 to 10', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10')).toBe(10);
  });

  it('takes the proxies\u2019 addresses and networks, IPv4 and IPv6', () => {
    expect(trustProxy('10.0.0.0/8, 192.168.1.10,fd00::/8, ::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each([
    'true',
    '11',
    '-1',
    '10.0.0.0/33',
    'fd00::/129',
    'proxy.internal',
    '10.0.0.1,',
    '1.2.3',
  ])('refuses %s in one line: never every hop, nothing that is not an address', (value) => {
    expect(configRefusal({ TRUST_PROXY: value })).toBe(
      `Invalid environment variable: TRUST_PROXY=${JSON.stringify(value)} (expected false, a number of hops from 1 to 10, or comma-separated IP addresses or CIDR networks)`,
    );
  });
});
