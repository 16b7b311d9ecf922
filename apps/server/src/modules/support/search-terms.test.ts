import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms.ts';

describe('what the search box holds (issue 28 item 7)', () => {
  it.each([
    ['Jean.Dupont@Example.org', { kind: 'email', email: 'jean.dupont@example.org' }],
    [
      'ab-123 cd',
      { kind: 'identifier', plate: 'AB123CD', code: 'AB-123CD', pspTransaction: 'ab-123cd' },
    ],
    [
      'a79-2026-000123',
      {
        kind: 'identifier',
        plate: null,
        code: 'A79-2026-000123',
        pspTransaction: 'a79-2026-000123',
      },
    ],
    [
      '12345/678',
      { kind: 'identifier', plate: null, code: '12345/678', pspTransaction: '12345/678' },
    ],
  ])('%s', (text, terms) => {
    expect(searchTermsOf(text)).toEqual(terms);
  });
});
