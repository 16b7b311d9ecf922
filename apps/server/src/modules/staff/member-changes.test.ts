import { describe, expect, it } from 'vitest';
import { refusalOf } from './member-changes.ts';

const actor = 'actor';
const other = 'other';

// Issue 28 item 1, the rules of a change to a person, in the words: nobody suspends
// themselves or takes their own admin role away; the white-label keeps at least one active admin.
const cases: {
  rule: string;
  target: string;
  before: { roles: string[]; suspended: boolean };
  after: { roles: string[]; suspended: boolean };
  otherAdmins: number;
  refused?: string;
}[] = [
  {
    rule: 'one suspends oneself',
    target: actor,
    before: { roles: ['admin'], suspended: false },
    after: { roles: ['admin'], suspended: true },
    otherAdmins: 3,
    refused: 'staff_self_change',
  },
  {
    rule: 'one drops one\u2019s own admin role',
    target: actor,
    before: { roles: ['admin', 'agent'], suspended: false },
    after: { roles: ['agent'], suspended: false },
    otherAdmins: 3,
    refused: 'staff_self_change',
  },
  {
    rule: 'one adds a role of one\u2019s own',
    target: actor,
    before: { roles: ['admin'], suspended: false },
    after: { roles: ['admin', 'finance'], suspended: false },
    otherAdmins: 0,
  },
  {
    rule: 'the last active admin is suspended by a stale admin',
    target: other,
    before: { roles: ['admin'], suspended: false },
    after: { roles: ['admin'], suspended: true },
    otherAdmins: 0,
    refused: 'last_admin',
  },
  {
    rule: 'the last active admin loses the role',
    target: other,
    before: { roles: ['admin'], suspended: false },
    after: { roles: ['agent'], suspended: false },
    otherAdmins: 0,
    refused: 'last_admin',
  },
  {
    rule: 'an admin is suspended while another stays',
    target: other,
    before: { roles: ['admin'], suspended: false },
    after: { roles: ['admin'], suspended: true },
    otherAdmins: 1,
  },
  {
    rule: 'a suspended admin loses the role, with no other admin (no active admin lost)',
    target: other,
    before: { roles: ['admin'], suspended: true },
    after: { roles: ['agent'], suspended: true },
    otherAdmins: 0,
  },
  {
    rule: 'an agent is suspended',
    target: other,
    before: { roles: ['agent'], suspended: false },
    after: { roles: ['agent'], suspended: true },
    otherAdmins: 0,
  },
];

describe('the rules of a change to a person', () => {
  it.each(cases)('$rule: $refused', ({ target, before, after, otherAdmins, refused }) => {
    const refusal = refusalOf(actor, { id: target, ...before }, after, otherAdmins);
    expect(refusal?.code).toBe(refused);
    if (refused) expect(refusal?.statusCode).toBe(409);
  });
});
