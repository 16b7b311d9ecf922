import { describe, expect, it } from 'vitest';
import {
  needsFreshCheck,
  roleActions,
  type StaffAction,
  staffActions,
  staffMay,
  type StaffRole,
  staffRoles,
} from './roles.ts';

// The whole table, written out once more by hand: a change to a role's rights must change this
// test too, on purpose (issue 28: "one table of role x action, tested whole").
const expected: Record<StaffAction, readonly StaffRole[]> = {
  'vehicles.search': ['agent', 'finance', 'renters'],
  'vehicles.timeline': ['agent'],
  'receipts.resend': ['agent'],
  'trips.cancel': ['agent'],
  'passages.move': ['agent'],
  'deadlines.extend': ['agent'],
  'claims.read': ['agent'],
  'claims.decide': ['agent'],
  'dashboard.read': ['agent', 'finance', 'admin'],
  'money.read': ['finance'],
  'money.export': ['finance'],
  'refunds.read': ['agent', 'finance'],
  'refunds.approve': ['finance'],
  'content.edit': ['content'],
  'content.publish': ['content'],
  'renters.manage': ['renters'],
  'staff.manage': ['admin'],
  'settings.edit': ['admin'],
  'audit.read': ['admin'],
};

describe('staff roles', () => {
  it('gives each action to exactly the roles the table names', () => {
    expect(Object.keys(expected).sort()).toEqual([...staffActions].sort());
    for (const action of staffActions) {
      const allowed = staffRoles.filter((role) => staffMay([role], action));
      expect(allowed, action).toEqual(expected[action]);
    }
  });

  it('allows what any of several roles allows, and nothing to no role', () => {
    expect(staffMay(['content', 'finance'], 'money.export')).toBe(true);
    expect(staffMay(['content', 'finance'], 'claims.decide')).toBe(false);
    for (const action of staffActions) expect(staffMay([], action)).toBe(false);
  });

  it('names each action once per role', () => {
    for (const role of staffRoles) {
      const actions: readonly string[] = roleActions[role];
      expect(new Set(actions).size, role).toBe(actions.length);
    }
  });

  it('asks a fresh passkey check before money moves or what cannot be undone', () => {
    expect(needsFreshCheck('refunds.approve')).toBe(true);
    expect(needsFreshCheck('passages.move')).toBe(true);
    expect(needsFreshCheck('claims.decide')).toBe(true);
    expect(needsFreshCheck('claims.read')).toBe(false);
    expect(needsFreshCheck('vehicles.search')).toBe(false);
  });
});
