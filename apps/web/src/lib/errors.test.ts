import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './errors.ts';

describe('errorMessageKey', () => {
  it('maps a known code to its key', () => {
    expect(errorMessageKey('user_not_found')).toBe('errors.user_not_found');
    expect(errorMessageKey('required')).toBe('errors.required');
  });

  it.each([undefined, null, '', 'not_a_code', 42])('falls back to unknown for %s', (code) => {
    expect(errorMessageKey(code)).toBe('errors.unknown');
  });
});
