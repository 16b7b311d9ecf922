import { describe, expect, it } from 'vitest';
import { type MailRenderers, rendererFor, toRenderedMail } from './renderer.ts';

describe('toRenderedMail', () => {
  it('keeps the parts and only the size of each attachment', () => {
    expect(
      toRenderedMail({
        subject: 'S',
        text: 'T',
        html: '<p>H</p>',
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        attachments: [
          { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
        ],
      }),
    ).toEqual({
      subject: 'S',
      text: 'T',
      html: '<p>H</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', size: 8 }],
    });
  });

  it('keeps no header lines for a message without any', () => {
    expect(toRenderedMail({ subject: 'S', text: 'T', html: 'H', attachments: [] }).headers).toEqual(
      {},
    );
  });
});

describe('rendererFor', () => {
  const unused = async () => null;
  const renderers: MailRenderers = {
    payment_receipt: async () => ({ subject: '', text: '', html: '', attachments: [] }),
    payment_duplicated: unused,
    payment_refunded: unused,
    alert_confirmation: unused,
    alert_moved: unused,
    alert_handover_requested: unused,
    alert_handover_kept: unused,
    alert_unsubscribe_confirmation: unused,
    alert_passage: unused,
    alert_deadline: unused,
    alert_notice: unused,
    account_activation: unused,
    account_password_reset: unused,
    account_codes_tried: unused,
    account_password_changed: unused,
    account_deleted: unused,
    contact_acknowledgment: unused,
    contact_notification: unused,
    protest_acknowledgment: unused,
    protest_decision: unused,
    renter_invitation: unused,
    staff_invitation: unused,
  };

  it('finds the renderer of a kind', () => {
    expect(rendererFor(renderers, 'payment_receipt')).toBe(renderers.payment_receipt);
  });

  it.each(['newsletter', 'toString', '__proto__'])(
    'fails on a kind it does not know: %s',
    (kind) => {
      expect(() => rendererFor(renderers, kind)).toThrow(/no renderer for mail kind/);
    },
  );
});
