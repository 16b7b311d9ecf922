import { describe, expect, it } from 'vitest';
import { journeyLookupQuerySchema } from './lookup.ts';
import { lookupTarget, normaliseCaseNumber } from './lookup-target.ts';

describe('lookupTarget', () => {
  it.each([
    // [query, expected code or target]
    [{}, 'number_plate_mandatory'],
    [{ plate: '   ', country: 'FR' }, 'number_plate_mandatory'],
    [{ plate: 'AB-123-CD' }, 'country_code_mandatory'],
    [{ plate: 'AB-123-CD', country: ' ' }, 'country_code_mandatory'],
    [{ plate: 'AB-123-CD', country: 'XX' }, 'invalid_country_code'],
    [{ plate: 'AB-123-CD', country: 'US' }, 'invalid_country_code'],
    [{ plate: 'AB-123-CD', country: 'FRA' }, 'invalid_country_code'],
    [{ plate: 'A', country: 'FR' }, 'invalid_number_plate'],
    [{ plate: 'AB_123_CD', country: 'FR' }, 'invalid_number_plate'],
    [{ plate: 'ABCDEFGHIJKLM', country: 'FR' }, 'invalid_number_plate'],
    [{ caseNumber: '?!' }, 'immatriculation_not_found'],
  ] as const)('%j -> %s', (query, code) => {
    expect(lookupTarget(query)).toEqual({ ok: false, code });
  });

  it('normalises the plate and upper-cases the country', () => {
    expect(lookupTarget({ plate: ' ab-123 cd ', country: 'fr' })).toEqual({
      ok: true,
      target: { kind: 'plate', plate: 'AB123CD', countryCode: 'FR' },
    });
  });

  it('prefers the case number when both are given', () => {
    expect(
      lookupTarget({ plate: 'AB123CD', country: 'FR', caseNumber: 'a79-2026-000001' }),
    ).toEqual({ ok: true, target: { kind: 'case', caseNumber: 'A79-2026-000001' } });
  });
});

describe('normaliseCaseNumber', () => {
  it.each([
    ['A79-2026-000001', 'A79-2026-000001'],
    [' a79 2026-000001 ', 'A79-2026-000001'],
    ['A79 - 2026 -- 000001', 'A79-2026-000001'],
    ['CNP123456', 'CNP123456'],
    ['AB', null],
    ['-A79', null],
    ['A79/2026', null],
    ['X'.repeat(41), null],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseCaseNumber(raw)).toBe(expected);
  });
});

describe('journeyLookupQuerySchema', () => {
  it('reads the boolean filter from query text', () => {
    expect(journeyLookupQuerySchema.parse({ onlyCNPorLatePayment: 'true' })).toEqual({
      onlyCNPorLatePayment: true,
    });
    expect(journeyLookupQuerySchema.safeParse({ onlyCNPorLatePayment: 'yes' }).success).toBe(false);
  });

  it('refuses a date without an offset', () => {
    expect(journeyLookupQuerySchema.safeParse({ startTime: '2026-03-01T10:00:00' }).success).toBe(
      false,
    );
  });
});
