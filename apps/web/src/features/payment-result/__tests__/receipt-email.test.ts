import { describe, expect, it } from 'vitest';
import { receiptEmailError } from '../utils/receipt-email.ts';

describe('receiptEmailError (spec 000 e-mail input)', () => {
  it.each([
    ['', 'email_mandatory'],
    ['   ', 'email_mandatory'],
    ['mario.rossi', 'email_invalid'],
    ['mario.rossi@', 'email_invalid'],
    [`${'a'.repeat(90)}@example.it`, 'email_invalid'],
    ['mario.rossi@example.it', null],
    [' mario.rossi@example.it ', null],
    [`${'a'.repeat(89)}@example.it`, null],
  ])('%j gives %s', (email, code) => {
    expect(receiptEmailError(email)).toBe(code);
  });
});
