import { describe, expect, it } from 'vitest';
import { createMailTransport } from './transport.ts';

const from = 'Portico <no-reply@portico.localhost>';

describe('createMailTransport', () => {
  it('captures when no SMTP server is set, sending nothing', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, from });
    expect(transport.kind).toBe('capture');
    await expect(
      transport.send({
        from: { name: 'Portico', address: 'no-reply@portico.localhost' },
        to: 'a@example.org',
        subject: 's',
        text: 't',
        html: 'h',
        headers: {},
        attachments: [],
      }),
    ).resolves.toBeUndefined();
    transport.close();
  });

  it('sends through SMTP when SMTP_URL is set (opening no connection before a message)', () => {
    const transport = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:2525', from });
    expect(transport.kind).toBe('smtp');
    transport.close();
  });
});
