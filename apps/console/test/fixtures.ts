import type { StaffSession } from '@portico/contract';

export function aStaffSession(overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    id: '0b9f7f4e-2c1d-4e55-9a57-7c1a2f0d3b11',
    name: 'Ada Lovelace',
    email: 'ada@operator.example',
    roles: ['admin'],
    actions: ['staff.manage', 'settings.edit', 'audit.read', 'dashboard.read'],
    freshUntil: '2026-11-29T12:05:00.000Z',
    ...overrides,
  };
}

/** What a browser's WebAuthn refusal looks like (a DOMException's name). */
export function browserRefusal(name: string): Error {
  const error = new Error(`refused: ${name}`);
  error.name = name;
  return error;
}
