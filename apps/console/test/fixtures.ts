import type { StaffMember, StaffPasskey, StaffSession } from '@portico/contract';

export function aStaffSession(overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    id: '0b9f7f4e-2c1d-4e55-9a57-7c1a2f0d3b11',
    name: 'Ada Lovelace',
    email: 'ada@operator.example',
    roles: ['admin'],
    actions: ['staff.manage', 'settings.edit', 'audit.read', 'dashboard.read'],
    freshUntil: '2026-11-29T12:05:00.000Z',
    freshCheckWays: ['passkey'],
    ...overrides,
  };
}

/** What a browser's WebAuthn refusal looks like (a DOMException's name). */
export function browserRefusal(name: string): Error {
  const error = new Error(`refused: ${name}`);
  error.name = name;
  return error;
}

export function aPasskey(overrides: Partial<StaffPasskey> = {}): StaffPasskey {
  return {
    id: '9a1e3f0c-7b2d-4c8e-8f51-2d6b0c4e7a10',
    label: 'Portable bureau',
    createdAt: '2026-11-02T09:00:00.000Z',
    lastUsedAt: '2026-11-28T16:30:00.000Z',
    ...overrides,
  };
}

export function aStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '5d7c3c55-38a4-4c0b-9d44-1b4a4f6b0e21',
    name: 'Grace Hopper',
    email: 'grace@operator.example',
    roles: ['agent'],
    suspended: false,
    invitedBy: 'Ada Lovelace',
    createdAt: '2026-11-01T09:00:00.000Z',
    passkeys: [aPasskey()],
    enrolmentPendingUntil: null,
    ...overrides,
  };
}
