import { describe, expect, it } from 'vitest';
import { subscribeAlertBodySchema, alertStatusQuerySchema } from './schemas.ts';
import { alertTokenPattern, hideEmail } from './vocabulary.ts';

describe('hideEmail', () => {
  it.each([
    ['jean.dupont@gmail.com', 'j***@g***.com'],
    ['a@b.fr', 'a***@b***.fr'],
    ['x@mail.example.co.uk', 'x***@m***.uk'],
    ['no-at-sign', '***'],
    ['@gmail.com', '***'],
  ])('%s -> %s', (email, hidden) => {
    expect(hideEmail(email)).toBe(hidden);
  });
});

describe('alert schemas', () => {
  const body = {
    allowedContact: true,
    countryCode: 'FR',
    email: 'a@b.fr',
    numberPlate: 'AB-123-CD',
  };

  it('accepts the spec payload, with or without rental dates', () => {
    expect(subscribeAlertBodySchema.safeParse(body).success).toBe(true);
    const rented = {
      ...body,
      startTime: '2026-11-20T08:00:00+01:00',
      endTime: '2026-11-27T08:00:00Z',
    };
    expect(subscribeAlertBodySchema.safeParse(rented).success).toBe(true);
  });

  it.each([
    ['allowedContact false', { ...body, allowedContact: false }],
    ['an unknown country', { ...body, countryCode: 'XX' }],
    ['an address over 100 characters', { ...body, email: `${'a'.repeat(95)}@b.com` }],
    ['a malformed address', { ...body, email: 'a@b' }],
    ['a NUL in the plate', { ...body, numberPlate: 'AB\u0000' }],
    ['a date without offset', { ...body, startTime: '2026-11-20T08:00:00' }],
  ])('refuses %s', (_name, bad) => {
    expect(subscribeAlertBodySchema.safeParse(bad).success).toBe(false);
  });

  it('bounds the status query like the form', () => {
    expect(
      alertStatusQuerySchema.safeParse({
        countryCode: 'IT',
        plate: 'x'.repeat(65),
        email: 'a@b.fr',
      }).success,
    ).toBe(false);
  });

  it('keeps link tokens URL-safe and bounded', () => {
    expect(alertTokenPattern.test('abcDEF0123456789_-')).toBe(true);
    expect(alertTokenPattern.test('short')).toBe(false);
    expect(alertTokenPattern.test('a'.repeat(201))).toBe(false);
    expect(alertTokenPattern.test('abcdefghijklmnop/')).toBe(false);
  });
});
