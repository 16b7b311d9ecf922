import { describe, expect, it } from 'vitest';
import { importedCaseSchema } from './cases.ts';
import {
  storableCentsSchema,
  defaultMaxFutureMinutes,
  eventTimeWindow,
  int4Max,
  isInEventWindow,
  isPlainText,
  plainTextSchema,
} from './ingestion-limits.ts';

const now = new Date('2026-11-23T12:00:00Z');
const window = eventTimeWindow(now, defaultMaxFutureMinutes);

describe('eventTimeWindow', () => {
  it.each([
    ['2000-01-01T00:00:00Z', true],
    ['1999-12-31T23:59:59.999Z', false],
    ['0000-03-01T08:00:00Z', false],
    ['2026-11-24T12:00:00Z', true],
    ['2026-11-24T12:00:00.001Z', false],
    ['9999-12-30T00:00:00Z', false],
  ])('%s is inside: %s', (at, inside) => {
    expect(isInEventWindow(new Date(at), window)).toBe(inside);
  });

  it('takes the tolerance as a parameter', () => {
    const strict = eventTimeWindow(now, 5);
    expect(isInEventWindow(new Date('2026-11-23T12:05:00Z'), strict)).toBe(true);
    expect(isInEventWindow(new Date('2026-11-23T12:05:01Z'), strict)).toBe(false);
  });
});

describe('isPlainText', () => {
  it.each(['A79-2026-1', 'le-montet-ouest', 'Dvořák 😀', ''])('accepts %j', (text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each(['a\u0000b', '\u0000', 'tab\there', 'line\n', 'del\u007f', 'half\ud83d', '\ude00x'])(
    'refuses %j',
    (text) => {
      expect(isPlainText(text)).toBe(false);
    },
  );

  it('bounds the length', () => {
    const schema = plainTextSchema(1, 3);
    expect(schema.safeParse('abc').success).toBe(true);
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(schema.safeParse('').success).toBe(false);
  });
});

describe('storableCentsSchema', () => {
  it('holds what an integer column holds', () => {
    expect(storableCentsSchema.safeParse(int4Max).success).toBe(true);
    expect(storableCentsSchema.safeParse(int4Max + 1).success).toBe(false);
    expect(storableCentsSchema.safeParse(-1).success).toBe(false);
    expect(storableCentsSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('importedCaseSchema', () => {
  const item = {
    kind: 'IRIS',
    caseNumber: 'A79-2026-000001',
    plate: 'AB123CD',
    countryCode: 'FR',
    date: '2026-03-02T09:00:00+01:00',
    inGate: '30',
    outGate: '34',
    vehicleClass: 1,
    caseDate: '2026-03-05T10:00:00Z',
    indemnityCents: 4000,
  };

  it.each([
    ['an indemnity past the integer column', { indemnityCents: 2_147_483_648 }, 'indemnityCents'],
    ['a NUL in the case number', { caseNumber: 'A79\u0000-1' }, 'caseNumber'],
    ['a NUL in the CNP number', { cnpNumber: 'x\u0000' }, 'cnpNumber'],
    ['a NUL in a gate', { inGate: '3\u00000' }, 'inGate'],
    ['an over-long CNP number', { cnpNumber: 'x'.repeat(41) }, 'cnpNumber'],
  ])('refuses %s', (_name, change, field) => {
    const result = importedCaseSchema.safeParse({ ...item, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
