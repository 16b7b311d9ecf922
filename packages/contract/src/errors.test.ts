import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from './error-envelope.ts';
import { errorCodes, isErrorCode } from './errors.ts';

describe('error catalogue', () => {
  it('holds the codes named by both spec documents', () => {
    for (const code of [
      'captcha_mandatory',
      'incomplete_address',
      'payment_session_invalid',
      'private_card_type_not_match',
      'immatriculation_not_found',
      'renter_import_error',
      'invalid_date_range',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('has no duplicates', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('accepts the envelope with and without details', () => {
    expect(errorEnvelopeSchema.parse({ message: 'required' })).toEqual({ message: 'required' });
    const withDetails = {
      message: 'invalid_request',
      details: [{ path: 'query.lang', code: 'invalid_value' }],
    };
    expect(errorEnvelopeSchema.parse(withDetails)).toEqual(withDetails);
  });

  it('rejects an unknown code or a missing message', () => {
    expect(errorEnvelopeSchema.safeParse({ message: 'boom' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({}).success).toBe(false);
  });
});
