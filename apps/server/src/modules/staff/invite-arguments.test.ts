import { describe, expect, it } from 'vitest';
import { parseStaffInviteArguments } from './invite-arguments.ts';

describe('staff:invite arguments', () => {
  it('makes an admin by default, and takes several roles', () => {
    expect(parseStaffInviteArguments(['--email', 'a@op.example', '--name', 'Ada'])).toEqual({
      ok: { invitation: { email: 'a@op.example', name: 'Ada', roles: ['admin'] }, host: undefined },
    });
    const parsed = parseStaffInviteArguments([
      '--email=b@op.example',
      '--name=Bea',
      '--role=agent',
      '--role=finance',
      '--host=peage.example.fr',
    ]);
    expect(parsed).toMatchObject({
      ok: { invitation: { roles: ['agent', 'finance'] }, host: 'peage.example.fr' },
    });
  });

  it('names each wrong option, all at once', () => {
    const parsed = parseStaffInviteArguments(['--email', 'nope', '--role', 'boss']);
    expect('errors' in parsed && parsed.errors.map((line) => line.split(':')[0])).toEqual([
      '--email',
      '--name',
      '--role',
    ]);
  });

  it('refuses an unknown option and a role given twice', () => {
    expect(parseStaffInviteArguments(['--mail', 'a@op.example'])).toHaveProperty('errors');
    const twice = ['--email', 'a@op.example', '--name', 'A', '--role', 'agent', '--role', 'agent'];
    expect(parseStaffInviteArguments(twice)).toEqual({ errors: ['--role: each role once'] });
  });
});
