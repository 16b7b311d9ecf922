import { alertUnsubscribeTokenPattern } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { issueUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';

describe('one-click unsubscribe token', () => {
  it('names the tenant and the address (lower case), and fits the contract pattern', () => {
    const longest = `${'a'.repeat(90)}@example.fr`;
    for (const email of ['Jean.Dupont@Example.fr', longest]) {
      const token = issueUnsubscribeToken(secret, { whitelabelId: 2_147_483_647, email });
      expect(alertUnsubscribeTokenPattern.test(token)).toBe(true);
      expect(readUnsubscribeToken(secret, token)).toEqual({
        whitelabelId: 2_147_483_647,
        email: email.toLowerCase(),
      });
    }
  });

  it('refuses another secret, a changed address or tenant, and junk', () => {
    const token = issueUnsubscribeToken(secret, { whitelabelId: 1, email: 'a@b.fr' });
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify([1, 'c@d.fr'])).toString('base64url');
    const tenant = Buffer.from(JSON.stringify([2, 'a@b.fr'])).toString('base64url');
    expect(readUnsubscribeToken(`${secret}x`, token)).toBeNull();
    expect(readUnsubscribeToken(secret, `${other}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${tenant}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${payload}.`)).toBeNull();
    expect(readUnsubscribeToken(secret, 'no-dot')).toBeNull();
  });

  it('still reads a link signed with the replaced secret while it is given as the previous one', () => {
    const previous = 'the-secret-being-replaced-of-32-characters-or-more';
    const token = issueUnsubscribeToken(previous, { whitelabelId: 3, email: 'a@b.fr' });
    expect(readUnsubscribeToken([secret, previous], token)).toEqual({
      whitelabelId: 3,
      email: 'a@b.fr',
    });
    expect(readUnsubscribeToken([secret], token)).toBeNull();
  });
});
