import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, matchesAnyHash, presentedApiKey } from './domain.ts';

describe('hashApiKey', () => {
  it('is the hex SHA-256 of the key', () => {
    expect(hashApiKey('demo-roadside-key')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('generateApiKey', () => {
  it('makes long, different keys', () => {
    const [a, b] = [generateApiKey(), generateApiKey()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });
});

describe('matchesAnyHash', () => {
  const hashes = [hashApiKey('first-key'), hashApiKey('second-key')];

  it('finds a key among the stored hashes', () => {
    expect(matchesAnyHash('second-key', hashes)).toBe(true);
  });

  it('refuses another key, and anything when nothing is stored', () => {
    expect(matchesAnyHash('third-key', hashes)).toBe(false);
    expect(matchesAnyHash('first-key', [])).toBe(false);
    expect(matchesAnyHash('first-key', ['not-a-hash'])).toBe(false);
  });
});

describe('presentedApiKey', () => {
  it.each([
    [{ 'x-api-key': 'k1' }, 'k1'],
    [{ 'x-api-key': ' k1 ' }, 'k1'],
    [{ authorization: 'Bearer k2' }, 'k2'],
    [{ authorization: 'bearer   k2' }, 'k2'],
    [{ 'x-api-key': 'k1', authorization: 'Bearer k2' }, 'k1'],
    [{ 'x-api-key': '', authorization: 'Bearer k2' }, 'k2'],
    [{ authorization: 'Basic dXNlcjpwYXNz' }, null],
    [{ authorization: 'Bearer' }, null],
    [{ 'x-api-key': '  ' }, null],
    [{}, null],
  ])('reads %j as %j', (headers, key) => {
    expect(presentedApiKey(headers)).toBe(key);
  });
});
