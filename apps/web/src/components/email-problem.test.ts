import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-problem.ts';

// Spec 000 section 5 "E-mail input": standard format, at most 100 characters; "E-mail
// obbligatoria" for an empty required address.
const at100 = `${'a'.repeat(88)}@example.com`;

describe('emailProblem', () => {
  it.each([
    ['giulia@example.it', true, null],
    ['giulia.rossi+alert@mail.example.co.uk', true, null],
    [at100, true, null],
    [`a${at100}`, true, 'errors.email_invalid'],
    ['giulia@', true, 'errors.email_invalid'],
    ['giulia@example', true, 'errors.email_invalid'],
    ['giulia example.it', true, 'errors.email_invalid'],
    ['giulia@example.it', false, null],
    ['giulia@', false, 'errors.email_invalid'],
    ['', true, 'errors.email_mandatory'],
    ['  ', true, 'errors.email_mandatory'],
    ['', false, null],
  ])('%j (required: %s) -> %s', (value, required, problem) => {
    expect(at100).toHaveLength(100);
    expect(emailProblem(value, required)).toBe(problem);
  });
});
