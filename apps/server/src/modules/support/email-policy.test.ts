import { describe, expect, it } from 'vitest';
import { emailShownTo, readsFullEmails } from './email-policy.ts';

describe('who reads addresses whole in a timeline', () => {
  it.each([
    [['agent'], true],
    [['finance'], false],
    [['renters'], false],
    [['admin'], false],
    [['finance', 'agent'], true],
  ] as const)('%j: %s', (roles, full) => {
    expect(readsFullEmails(roles)).toBe(full);
  });

  it('masks as the portal does elsewhere', () => {
    expect(emailShownTo(false)('jean.dupont@gmail.com')).toBe('j***@g***.com');
    expect(emailShownTo(true)('jean.dupont@gmail.com')).toBe('jean.dupont@gmail.com');
  });
});
