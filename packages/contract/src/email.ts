/**
 * An e-mail address as the schemas check it (`z.email()`, Zod's default pattern), for the forms
 * that check one without Zod. email.test.ts keeps the two the same.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}
