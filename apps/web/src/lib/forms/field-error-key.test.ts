import { describe, expect, it } from 'vitest';
import { detailField, fieldErrorKey } from './field-error-key.ts';

describe('fieldErrorKey', () => {
  it('reads the key a field error carries', () => {
    expect(fieldErrorKey({ message: 'errors.email_invalid' })).toBe('errors.email_invalid');
  });

  it.each([undefined, {}, { message: '' }])('is null without a message: %j', (error) => {
    expect(fieldErrorKey(error)).toBeNull();
  });
});

describe('detailField', () => {
  const fields = ['firstName', 'billingZipcode'] as const;

  it.each([
    ['body.billingInfo.billingZipcode', 'billingZipcode'],
    ['body.firstName', 'firstName'],
    ['body.sessionId', undefined],
    ['body.billingInfo', undefined],
  ])('%s -> %s', (path, field) => {
    expect(detailField(path, fields)).toBe(field);
  });
});
