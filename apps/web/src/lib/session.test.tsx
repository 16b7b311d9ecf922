import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { storeTestToken } from '../../test/tokens.ts';
import { currentAccountType, useAccount } from './session.ts';
import { clearToken, storeToken } from './user-token.ts';

describe('currentAccountType (spec 000 section 4)', () => {
  it('is disconnected without a token', () => {
    expect(currentAccountType()).toBe('disconnected');
  });

  it('reads the account type of a valid token', () => {
    storeTestToken('customer');
    expect(currentAccountType()).toBe('customer');
    storeTestToken('renter');
    expect(currentAccountType()).toBe('renter');
  });

  it('keeps the account type of an expired access token whose refresh token is still valid', () => {
    storeTestToken('customer', { accessExpiresInMs: -1 });
    expect(currentAccountType()).toBe('customer');
  });

  it('is disconnected when both tokens have expired', () => {
    storeTestToken('customer', { accessExpiresInMs: -1, refreshExpiresInMs: -1 });
    expect(currentAccountType()).toBe('disconnected');
  });

  it.each([
    ['not JSON', '{not json'],
    [
      'another account type',
      JSON.stringify({
        accessToken: 'a',
        refreshToken: 'r',
        expirationDate: 1,
        accountType: 'admin',
      }),
    ],
    [
      'no access token',
      JSON.stringify({ refreshToken: 'r', expirationDate: 1, accountType: 'customer' }),
    ],
    [
      'no expiration date',
      JSON.stringify({ accessToken: 'a', refreshToken: 'r', accountType: 'customer' }),
    ],
  ])('is disconnected with a token that is %s', (_case, stored) => {
    localStorage.setItem('spiritUserToken', stored);
    expect(currentAccountType()).toBe('disconnected');
  });
});

function AccountType() {
  return <p>{useAccount().accountType}</p>;
}

describe('useAccount', () => {
  it('follows sign-ins and sign-outs of this tab', () => {
    render(<AccountType />);
    expect(screen.getByText('disconnected')).toBeInTheDocument();
    act(() => {
      storeToken({ accessToken: 'a', refreshToken: 'r', expiresIn: 900 }, 'customer');
    });
    expect(screen.getByText('customer')).toBeInTheDocument();
    act(() => clearToken());
    expect(screen.getByText('disconnected')).toBeInTheDocument();
  });

  it('follows a sign-out in another tab (the storage event)', () => {
    storeTestToken('customer');
    render(<AccountType />);
    expect(screen.getByText('customer')).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('spiritUserToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'spiritUserToken', newValue: null }));
    });
    expect(screen.getByText('disconnected')).toBeInTheDocument();
  });
});
