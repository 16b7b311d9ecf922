import { describe, expect, it } from 'vitest';
import {
  addPlateBodySchema,
  plateIdPathSchema,
  plateOwnersQuerySchema,
  plateOwnersResponseSchema,
} from './plates.ts';

describe('plateIdPathSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %i', (id, value) => {
    expect(plateIdPathSchema.parse({ id })).toEqual({ id: value });
  });

  it.each(['0', '-1', '01', '1.0', '1e3', '0x1f', ' 1', '2147483648', '12345678901', ''])(
    'refuses %j',
    (id) => {
      expect(plateIdPathSchema.safeParse({ id }).success).toBe(false);
    },
  );
});

describe('addPlateBodySchema (spec 000 section 3 "Add plate payload")', () => {
  const body = { countryCode: 'FR', numberPlate: 'ab-123-cd' };

  it('takes a plate as typed, with or without both rental dates', () => {
    expect(addPlateBodySchema.parse(body)).toEqual(body);
    const rental = {
      ...body,
      validityStartDate: '2026-07-01T09:00:00+02:00',
      validityEndDate: '2026-07-08T18:00:00Z',
    };
    expect(addPlateBodySchema.parse(rental)).toEqual(rental);
  });

  it.each([
    ['a country off the plate list', { countryCode: 'US' }],
    ['an empty plate', { numberPlate: '' }],
    ['a 65-character plate', { numberPlate: 'A'.repeat(65) }],
    ['a plate with a NUL', { numberPlate: 'AB\u0000123' }],
    ['a date without an offset', { validityStartDate: '2026-07-01T09:00:00' }],
    ['a date only', { validityEndDate: '2026-07-01' }],
    ['a date in 1999', { validityStartDate: '1999-12-31T23:00:00Z' }],
    ['a date in 2101', { validityEndDate: '2101-01-01T01:00:00Z' }],
  ])('refuses %s', (_name, overrides) => {
    expect(addPlateBodySchema.safeParse({ ...body, ...overrides }).success).toBe(false);
  });
});

describe('the owner lookup', () => {
  it('needs a plate and a plate country', () => {
    expect(plateOwnersQuerySchema.safeParse({ numberPlate: 'AB123CD' }).success).toBe(false);
    expect(plateOwnersQuerySchema.safeParse({ countryCode: 'FR', numberPlate: 'x' }).success).toBe(
      true,
    );
  });

  it('answers at most three masked addresses', () => {
    expect(plateOwnersResponseSchema.safeParse(['a***@b***.fr']).success).toBe(true);
    expect(plateOwnersResponseSchema.safeParse(['a', 'b', 'c', 'd']).success).toBe(false);
  });
});
