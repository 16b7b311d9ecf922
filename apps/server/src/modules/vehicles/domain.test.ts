import type { RegisteredPlate } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { obscuredOwners, sortedByPlate, validityPeriodOf } from './domain.ts';

const now = new Date('2026-06-15T10:00:00Z');

describe('validityPeriodOf (a plausible rental window)', () => {
  it('takes neither date as a vehicle of one\u2019s own', () => {
    expect(validityPeriodOf(undefined, undefined, now)).toEqual({ period: null });
  });

  it('takes a period within a year back and two years ahead, even one already over', () => {
    expect(validityPeriodOf('2026-06-01T08:00:00+02:00', '2026-06-10T18:00:00+02:00', now)).toEqual(
      {
        period: {
          start: new Date('2026-06-01T06:00:00Z'),
          end: new Date('2026-06-10T16:00:00Z'),
        },
      },
    );
  });

  it.each([
    ['only a start', '2026-06-01T08:00:00Z', undefined],
    ['only an end', undefined, '2026-06-10T08:00:00Z'],
    ['the end before the start', '2026-06-10T08:00:00Z', '2026-06-01T08:00:00Z'],
    ['the end equal to the start', '2026-06-10T08:00:00Z', '2026-06-10T08:00:00Z'],
    ['a start over a year ago', '2025-06-15T09:59:59Z', '2026-06-20T08:00:00Z'],
    ['an end over two years ahead', '2026-06-20T08:00:00Z', '2028-06-15T10:00:01Z'],
  ])('refuses %s', (_name, start, end) => {
    expect(validityPeriodOf(start, end, now)).toBeNull();
  });
});

const plate = (id: number, numberPlate: string, countryCode: 'FR' | 'IT'): RegisteredPlate => ({
  id,
  numberPlate,
  countryCode,
  vehicleType: null,
  validityStartDate: null,
  validityEndDate: null,
  emailNotifications: false,
  proven: true,
  alertHandoverAt: null,
});

describe('sortedByPlate (spec 000: vehicles by numberPlate ascending)', () => {
  it('orders by plate, then country, then id', () => {
    const sorted = sortedByPlate([
      plate(1, 'ZZ999ZZ', 'FR'),
      plate(2, 'AB123CD', 'IT'),
      plate(3, 'AB123CD', 'FR'),
      plate(4, '12AB', 'FR'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('obscuredOwners', () => {
  it('masks each address, once each, at most three', () => {
    expect(
      obscuredOwners(['jean.dupont@gmail.fr', 'julie@gmx.fr', 'anna@example.it', 'bob@example.de']),
    ).toEqual(['j***@g***.fr', 'a***@e***.it', 'b***@e***.de']);
  });
});
