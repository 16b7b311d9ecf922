import { describe, expect, it } from 'vitest';
import type { Smartform } from '@portico/contract';
import { checkContactDraft } from '../utils/contact-check.ts';

const form: Smartform = {
  id: 'payment-form',
  title: 'Pagamento',
  fields: [
    { name: 'plate', label: 'Targa', type: 'plate', required: true, maxLength: 20 },
    { name: 'day', label: 'Giorno', type: 'date', required: false, maxLength: 10 },
  ],
  attachments: { allowed: true, mandatory: false },
};

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const draft = {
  email: 'guida@example.it',
  message: 'Ho pagato due volte.',
  fields: { plate: 'AB123CD' },
  files: [] as File[],
};

describe('the contact form’s checks before sending', () => {
  it('accepts a complete draft', () => {
    expect(checkContactDraft(form, draft)).toEqual({});
  });

  it('names the blank required field, a bad address and a blank message', () => {
    expect(
      checkContactDraft(form, { ...draft, fields: { plate: '  ' }, email: 'guida@', message: '' }),
    ).toEqual({ plate: 'required', email: 'email', message: 'required' });
  });

  it('refuses files over 5 MB in total with the contact form’s own code, and a wrong type', () => {
    const big = [file('a.pdf', 3 * 1024 * 1024), file('b.pdf', 2 * 1024 * 1024 + 1)];
    expect(checkContactDraft(form, { ...draft, files: big }).files).toBe(
      'claim_files_toobig_contact',
    );
    expect(checkContactDraft(form, { ...draft, files: [file('x.exe', 10)] }).files).toBe(
      'mime_type_not_valid',
    );
    expect(
      checkContactDraft(form, {
        ...draft,
        files: Array.from({ length: 6 }, () => file('p.png', 1)),
      }).files,
    ).toBe('protest_files_number');
  });

  it('asks for a file when the form needs one', () => {
    const mandatory = { ...form, attachments: { allowed: true, mandatory: true } };
    expect(checkContactDraft(mandatory, draft).files).toBe('mandatory_attachment_missing');
    expect(checkContactDraft(mandatory, { ...draft, files: [file('p.pdf', 10)] })).toEqual({});
  });
});
