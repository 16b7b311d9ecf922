import { describe, expect, it } from 'vitest';
import { currentAccountType } from './session.ts';

function storeToken(accountType: string, expiresInMs: number) {
  localStorage.setItem(
    'spiritUserToken',
    JSON.stringify({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 3600,
      expirationDate: new Date(Date.now() + expiresInMs).toISOString(),
      accountType,
    }),
  );
}

describe('currentAccountType', () => {
  it('is disconnected without a token', () => {
    expect(currentAccountType()).toBe('disconnected');
  });

  it('reads the account type of a valid token', () => {
    storeToken('customer', 60_000);
    expect(currentAccountType()).toBe('customer');
    storeToken('renter', 60_000);
    expect(currentAccountType()).toBe('renter');
  });

  it('is disconnected when the token has expired or is malformed', () => {
    storeToken('customer', -1);
    expect(currentAccountType()).toBe('disconnected');
    localStorage.setItem('spiritUserToken', '{not json');
    expect(currentAccountType()).toBe('disconnected');
  });
});
