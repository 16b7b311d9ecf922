import { describe, expect, it } from 'vitest';
import { consolePathSchema } from './single-sign-on.ts';

describe('a console page to come back to after a fresh check', () => {
  it.each(['/', '/staff', '/claims/42?status=waiting', '/vehicles/FR/AB-123-CD'])(
    'takes %s',
    (path) => expect(consolePathSchema.safeParse(path).success).toBe(true),
  );

  it.each([
    ['another site', '//evil.example/x'],
    ['a scheme', 'https://evil.example'],
    ['a back-slash', '/\\evil.example'],
    ['a space', '/staff page'],
    ['a control character', '/staff\u0000'],
    ['the sign-in page', '/sign-in?from=/staff'],
    ['the enrolment page', '/enrol'],
    ['the provider’s way back', '/sso/callback'],
    ['a relative path', 'staff'],
    ['an over-long path', `/${'a'.repeat(300)}`],
  ])('refuses %s', (_why, path) => expect(consolePathSchema.safeParse(path).success).toBe(false));
});
