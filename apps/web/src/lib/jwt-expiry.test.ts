import { describe, expect, it } from 'vitest';
import { aJwt } from '../../test/tokens.ts';
import { jwtExpiry } from './jwt-expiry.ts';

describe('jwtExpiry', () => {
  it('reads the exp claim in milliseconds', () => {
    expect(jwtExpiry(aJwt({ sub: 'u', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('reads base64url payloads that need - and _ (non-ASCII claims)', () => {
    expect(jwtExpiry(aJwt({ name: '\u00e9\u00e8?>>~~', exp: 42 }))).toBe(42_000);
  });

  it.each([
    ['an opaque token', 'b3BhcXVlLXJlZnJlc2gtdG9rZW4'],
    ['no exp claim', aJwt({ sub: 'u' })],
    ['a text exp', aJwt({ exp: '1800000000' })],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['too many parts', `${aJwt({ exp: 1 })}.x`],
  ])('is null for %s', (_case, token) => {
    expect(jwtExpiry(token)).toBeNull();
  });
});
