import { describe, expect, it } from 'vitest';
import { issueLookupSession } from '../lookups/session.ts';
import { countedAddress, secondsUntilNextDay } from '../../shared/daily-counter.ts';
import { byteLimitsOf, identifyContactSender, storedBytesOf } from './contact-allowance.ts';
import { readContactLimits } from './settings.ts';

const mib = 1024 * 1024;

describe('the contact form’s daily allowances', () => {
  it('reads the defaults, an operator’s values, and keeps a default for a bad value', () => {
    const defaults = {
      acknowledgmentsPerAddress: 5,
      anonymousBytesPerIp: 20 * mib,
      identifiedBytesPerSender: 50 * mib,
      identifiedBytesPerIp: 100 * mib,
    };
    expect(readContactLimits({})).toEqual(defaults);
    expect(readContactLimits({ contactLimits: 'many' })).toEqual(defaults);
    expect(
      readContactLimits({
        contactLimits: {
          acknowledgmentsPerAddress: 2.5,
          anonymousMibPerIp: 0.5,
          identifiedMibPerIp: 0,
        },
      }),
    ).toEqual({ ...defaults, anonymousBytesPerIp: 0.5 * mib });
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:0a:1:2:3:4:5', '2001:db8:a:1::/64'],
    ['2001:DB8:a:1::99', '2001:db8:a:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts the client %s as %s', (ip, counted) => {
    expect(countedAddress(ip)).toBe(counted);
  });

  it('counts an anonymous sender per address, an identified one per address and per sender', () => {
    const limits = readContactLimits({});
    expect(byteLimitsOf({ kind: 'anonymous', ip: '2001:db8::7' }, limits)).toEqual([
      { scope: 'contact-bytes-anonymous-ip', target: '2001:db8:0:0::/64', limit: 20 * mib },
    ]);
    expect(
      byteLimitsOf(
        { kind: 'lookup', ip: '203.0.113.7', target: { kind: 'case', caseNumber: 'N1' } },
        limits,
      ),
    ).toEqual([
      { scope: 'contact-bytes-identified-ip', target: '203.0.113.7', limit: 100 * mib },
      { scope: 'contact-bytes-sender', target: 'case:N1', limit: 50 * mib },
    ]);
  });

  it('identifies the account first, then a valid session of the white-label, else no one', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const target = { kind: 'plate' as const, plate: 'AB123CD', countryCode: 'FR' };
    const session = issueLookupSession('secret', { whitelabelId: 4, target }, now, 60_000);
    const client = { ip: '203.0.113.7', userId: null, sessionId: session };
    expect(identifyContactSender('secret', 4, client, now)).toEqual({
      kind: 'lookup',
      ip: '203.0.113.7',
      target,
    });
    expect(identifyContactSender('secret', 4, { ...client, userId: 'u-1' }, now)).toMatchObject({
      kind: 'account',
      userId: 'u-1',
    });
    expect(identifyContactSender('secret', 5, client, now).kind).toBe('anonymous');
    expect(identifyContactSender('other', 4, client, now).kind).toBe('anonymous');
    const later = new Date(now.getTime() + 60_001);
    expect(identifyContactSender('secret', 4, client, later).kind).toBe('anonymous');
  });

  it('counts the files and what the sender typed, in UTF-8', () => {
    const files = [
      { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.alloc(1000) },
      { filename: 'b.png', contentType: 'image/png', content: Buffer.alloc(24) },
    ];
    expect(storedBytesOf({ email: 'a@b.fr', message: 'Péage' }, [{ value: 'AB1' }], files)).toBe(
      1024 + 6 + 6 + 3,
    );
  });

  it('tells the seconds left until the counted (UTC) day ends', () => {
    expect(secondsUntilNextDay(new Date('2026-03-10T23:59:59.500Z'))).toBe(1);
    expect(secondsUntilNextDay(new Date('2026-03-10T00:00:00Z'))).toBe(86_400);
  });
});
