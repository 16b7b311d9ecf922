import { describe, expect, it } from 'vitest';
import { parseInviteArguments } from './invite-arguments.ts';

const good = [
  '--company',
  'HERTZ-IT',
  '--name',
  'Hertz Italia',
  '--vat',
  'IT12345678901',
  '--email',
  'flotta@hertz.example',
  '--first-name',
  'Marta',
  '--last-name',
  'Rossi',
];

describe('renter:invite arguments', () => {
  it('reads the company, the user (French by default) and the host', () => {
    const parsed = parseInviteArguments([...good, '--host', 'portal.example']);
    expect(parsed).toEqual({
      ok: {
        company: { code: 'HERTZ-IT', name: 'Hertz Italia', vatNumber: 'IT12345678901' },
        user: {
          email: 'flotta@hertz.example',
          firstName: 'Marta',
          lastName: 'Rossi',
          language: 'fr',
        },
        host: 'portal.example',
      },
    });
  });

  it('names each option that is missing or wrong', () => {
    const parsed = parseInviteArguments([
      '--company',
      'bad code',
      '--email',
      'nope',
      '--language',
      'pt',
    ]);
    expect('errors' in parsed && parsed.errors.join('\n')).toMatch(/--company/);
    const lines = 'errors' in parsed ? parsed.errors.join('\n') : '';
    for (const option of ['--name', '--email', '--first-name', '--last-name', '--language']) {
      expect(lines).toContain(option);
    }
  });

  it('refuses an unknown option or a stray word', () => {
    expect(parseInviteArguments([...good, '--admin'])).toHaveProperty('errors');
    expect(parseInviteArguments([...good, 'extra'])).toHaveProperty('errors');
  });
});
