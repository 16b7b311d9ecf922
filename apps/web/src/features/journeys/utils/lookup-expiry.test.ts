import { afterEach, describe, expect, it } from 'vitest';
import { aLookupSessionId } from '../__tests__/lookup-session.ts';
import { isLookupExpired, lookupSessionExpiry } from './lookup-expiry.ts';

const now = new Date('2026-11-28T18:00:00Z');

afterEach(() => localStorage.clear());

describe('the lookup session\u2019s expiry (issue 26 item 16)', () => {
  it('reads the expiry the server wrote in the session', () => {
    const expiry = new Date('2026-11-28T18:30:00Z');
    expect(lookupSessionExpiry(aLookupSessionId(expiry))).toEqual(expiry);
  });

  it('calls nothing expired that it cannot read', () => {
    for (const sessionId of ['', 'lookup-session-1', 'e30.sig', '!!!.sig', 'bm90IGpzb24.sig']) {
      expect(lookupSessionExpiry(sessionId)).toBeNull();
    }
    expect(isLookupExpired({ sessionId: 'lookup-session-1' }, now)).toBe(false);
  });

  it('tells an expired session from a live one, the latest stored session first', () => {
    const past = aLookupSessionId(new Date(now.getTime() - 1000));
    const future = aLookupSessionId(new Date(now.getTime() + 60_000));
    expect(isLookupExpired({ sessionId: past }, now)).toBe(true);
    expect(isLookupExpired({ sessionId: future }, now)).toBe(false);
    // A reload stored a newer session beside the set: that one counts.
    localStorage.setItem('sessionId', JSON.stringify(future));
    expect(isLookupExpired({ sessionId: past }, now)).toBe(false);
  });
});
