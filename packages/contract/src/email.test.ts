import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailPattern, isEmailAddress } from './email.ts';

describe('isEmailAddress', () => {
  it("is Zod's own e-mail pattern, which the schemas use (escapes aside)", () => {
    expect(emailPattern.source.replaceAll('\\-', '-')).toBe(
      z.regexes.email.source.replaceAll('\\-', '-'),
    );
  });

  it.each([
    'mario.rossi@example.it',
    "o'neil+toll@mail.example.co.uk",
    'a_b-c@x-y.fr',
    'mario.rossi',
    'mario.rossi@',
    '.lead@example.it',
    'two..dots@example.it',
    'mario@example',
    'mario@-example.it',
    'mario rossi@example.it',
  ])('agrees with z.email() on %j', (address) => {
    expect(isEmailAddress(address)).toBe(z.email().safeParse(address).success);
  });
});
