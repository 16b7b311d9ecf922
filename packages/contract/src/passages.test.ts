import { describe, expect, it } from 'vitest';
import { isErrorCode } from './errors.ts';
import { defaultMaxFutureMinutes, eventTimeWindow } from './ingestion-limits.ts';
import {
  checkPassage,
  type PassageInput,
  passageBatchRequestSchema,
  passageRejectionCodes,
  passageSchema,
} from './passages.ts';
import { normalisePlate } from './plates.ts';
import { routes } from './routes.ts';

const passage: PassageInput = {
  passageId: 'p-1',
  gantry: 'le-montet-ouest',
  direction: 'east',
  plate: 'ab-123 cd',
  countryCode: 'FR',
  vehicleClass: 1,
  emission: null,
  at: '2026-03-01T08:15:00+01:00',
  tagPaid: false,
};

describe('normalisePlate', () => {
  it.each([
    ['AB-123-CD', 'AB123CD'],
    ['ab 123 cd', 'AB123CD'],
    ['  b-ab 1234 ', 'BAB1234'],
    ['m\t1', 'M1'],
    ['123456789012', '123456789012'],
  ])('normalises %j to %s', (raw, plate) => {
    expect(normalisePlate(raw)).toBe(plate);
  });

  it.each(['', ' - ', 'A', '1234567890123', 'AB.123', 'AB_12', 'ÄB123', 'AB/12'])(
    'refuses %j',
    (raw) => {
      expect(normalisePlate(raw)).toBeNull();
    },
  );
});

describe('passageSchema', () => {
  it('accepts a passage and normalises its plate', () => {
    expect(passageSchema.parse(passage)).toEqual({ ...passage, plate: 'AB123CD' });
  });

  it('accepts a UTC date, an emission tier and a tag-paid flag', () => {
    const parsed = passageSchema.parse({
      ...passage,
      at: '2026-03-01T07:15:00.123Z',
      emission: 'euro6_7',
      vehicleClass: 3,
      tagPaid: true,
    });
    expect(parsed).toMatchObject({ emission: 'euro6_7', vehicleClass: 3, tagPaid: true });
  });

  it.each([
    ['a date without offset', { at: '2026-03-01T08:15:00' }],
    ['a date that is not one', { at: 'yesterday' }],
    ['an unknown class', { vehicleClass: 6 }],
    ['a class as text', { vehicleClass: '1' }],
    ['an unknown direction', { direction: 'north' }],
    ['an unknown emission tier', { emission: 'euro9' }],
    ['a lower-case country', { countryCode: 'fr' }],
    ['an empty passage id', { passageId: '' }],
    ['an over-long passage id', { passageId: 'x'.repeat(101) }],
    ['a missing tag flag', { tagPaid: undefined }],
  ])('refuses %s', (_name, change) => {
    expect(passageSchema.safeParse({ ...passage, ...change }).success).toBe(false);
  });
});

describe('checkPassage', () => {
  const window = eventTimeWindow(new Date('2026-11-23T12:00:00Z'), defaultMaxFutureMinutes);
  const check = (item: unknown) => checkPassage(item, window);

  it('answers the passage once valid', () => {
    expect(check(passage)).toEqual({
      ok: true,
      passage: { ...passage, plate: 'AB123CD' },
    });
  });

  it.each([
    [{ ...passage, plate: 'A' }, 'invalid_number_plate', 'plate'],
    [{ ...passage, countryCode: 'FRA' }, 'invalid_country_code', 'countryCode'],
    [{ ...passage, at: '2026-13-01T00:00:00Z' }, 'invalid_passage', 'at'],
    [{ ...passage, vehicleClass: 9 }, 'invalid_passage', 'vehicleClass'],
    [{ ...passage, at: '9999-12-30T00:00:00Z' }, 'invalid_passage', 'at'],
    [{ ...passage, at: '0000-01-01T00:00:00Z' }, 'invalid_passage', 'at'],
    [{ ...passage, at: '1999-12-31T23:59:59+00:00' }, 'invalid_passage', 'at'],
    [{ ...passage, at: '2026-11-24T12:00:01Z' }, 'invalid_passage', 'at'],
    [{ ...passage, gantry: 'le-montet\u0000' }, 'invalid_passage', 'gantry'],
    [{ ...passage, gantry: 'x'.repeat(51) }, 'invalid_passage', 'gantry'],
  ])('names the code and the field of %j', (item, code, field) => {
    expect(check(item)).toEqual({ ok: false, passageId: 'p-1', code, field });
  });

  it('accepts a date up to the tolerance past the clock', () => {
    expect(check({ ...passage, at: '2026-11-24T12:00:00Z' }).ok).toBe(true);
    expect(check({ ...passage, at: '2000-01-01T00:00:00Z' }).ok).toBe(true);
  });

  it('refuses an id holding a NUL and never echoes it', () => {
    expect(check({ ...passage, passageId: 'p\u0000' })).toEqual({
      ok: false,
      passageId: null,
      code: 'invalid_passage',
      field: 'passageId',
    });
  });

  it('reads no passage id from something that is not a passage', () => {
    expect(check('nope')).toEqual({
      ok: false,
      passageId: null,
      code: 'invalid_passage',
      field: null,
    });
    expect(check({ passageId: 42 })).toMatchObject({ passageId: null });
  });
});

describe('passage batch', () => {
  it('keeps any item in the request, to check each one on its own', () => {
    expect(passageBatchRequestSchema.parse({ passages: [passage, 1, null] }).passages).toHaveLength(
      3,
    );
    expect(passageBatchRequestSchema.safeParse({ passages: 'x' }).success).toBe(false);
    expect(passageBatchRequestSchema.safeParse({}).success).toBe(false);
  });

  it('rejects with codes of the error catalogue', () => {
    for (const code of passageRejectionCodes) expect(isErrorCode(code)).toBe(true);
  });

  it('is a POST of the route table', () => {
    expect(routes.ingestPassages).toEqual({ method: 'POST', path: '/passages' });
  });
});
