import { describe, expect, it } from 'vitest';
import { parseMailFrom, senderText, tenantSender } from './sender.ts';

const mailFrom = parseMailFrom('Portico <no-reply@portico.localhost>');

describe('the sender of a white-label e-mails (issue 27)', () => {
  it('reads MAIL_FROM with or without a display name', () => {
    expect(mailFrom).toEqual({ name: 'Portico', address: 'no-reply@portico.localhost' });
    expect(parseMailFrom('no-reply@op.example')).toEqual({
      name: '',
      address: 'no-reply@op.example',
    });
  });

  it("takes the white-label's name before Portico's, with MAIL_FROM's address", () => {
    expect(tenantSender(mailFrom, { name: 'ALIAE', settings: {} })).toEqual({
      name: 'ALIAE',
      address: 'no-reply@portico.localhost',
    });
  });

  it('takes the sender its settings give', () => {
    const settings = { mail: { fromName: 'Autoroute ALIAE', fromAddress: 'recus@aliae.fr' } };
    expect(tenantSender(mailFrom, { name: 'ALIAE', settings })).toEqual({
      name: 'Autoroute ALIAE',
      address: 'recus@aliae.fr',
    });
  });

  it.each([
    ['an address that is none', { fromAddress: 'not an address' }],
    ['a name that would end the header', { fromName: 'ALIAE\r\nBcc: x@evil.example' }],
    ['a name with angle brackets', { fromName: 'ALIAE <x@evil.example>' }],
  ])('falls back on %s rather than failing every e-mail', (_case, mail) => {
    expect(tenantSender(mailFrom, { name: 'ALIAE', settings: { mail } })).toEqual({
      name: 'ALIAE',
      address: 'no-reply@portico.localhost',
    });
  });

  it('says MAIL_FROM for a message of no white-label, and quotes the name on the mailbox page', () => {
    expect(tenantSender(mailFrom, null)).toBe(mailFrom);
    expect(senderText({ name: 'Autostrada, S.p.A.', address: 'a@b.it' })).toBe(
      '"Autostrada, S.p.A." <a@b.it>',
    );
    expect(senderText({ name: '', address: 'a@b.it' })).toBe('a@b.it');
  });
});
