import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import {
  askedPlates,
  type CustomerPlate,
  customerTripWindow,
  inTripWindow,
} from './customer-trips.ts';

const at = (iso: string) => new Date(iso);
const own: CustomerPlate = {
  plate: 'AB123CD',
  countryCode: 'FR',
  validityStartDate: null,
  validityEndDate: null,
};
const rented: CustomerPlate = {
  plate: 'EF456GH',
  countryCode: 'IT',
  validityStartDate: at('2026-03-01T00:00:00Z'),
  validityEndDate: at('2026-03-10T00:00:00Z'),
};

interface Bounds {
  from?: string;
  to?: string;
}

describe('customerTripWindow', () => {
  it.each<[string, CustomerPlate, Bounds, Bounds]>([
    ['own vehicle, no bounds', own, {}, {}],
    [
      'own vehicle, the query\u2019s bounds',
      own,
      { from: '2026-01-01', to: '2026-02-01' },
      { from: '2026-01-01', to: '2026-02-01' },
    ],
    [
      'rented, no bounds: its dates',
      rented,
      {},
      { from: '2026-03-01T00:00:00Z', to: '2026-03-10T00:00:00Z' },
    ],
    [
      'rented, the later start and earlier end',
      rented,
      { from: '2026-03-05', to: '2026-04-01' },
      { from: '2026-03-05', to: '2026-03-10T00:00:00Z' },
    ],
  ])('%s', (_, plate, query, expected) => {
    const bound = (iso?: string) => (iso ? at(iso) : undefined);
    expect(customerTripWindow(plate, { from: bound(query.from), to: bound(query.to) })).toEqual({
      from: bound(expected.from),
      to: bound(expected.to),
    });
  });

  it('keeps a trip on either bound and none outside', () => {
    const window = customerTripWindow(rented, { from: undefined, to: undefined });
    expect(inTripWindow(at('2026-03-01T00:00:00Z'), window)).toBe(true);
    expect(inTripWindow(at('2026-03-10T00:00:00Z'), window)).toBe(true);
    expect(inTripWindow(at('2026-02-28T23:59:59Z'), window)).toBe(false);
    expect(inTripWindow(at('2026-03-10T00:00:01Z'), window)).toBe(false);
  });
});

describe('askedPlates', () => {
  const code = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof AppError ? [error.statusCode, error.code] : error;
    }
    return null;
  };

  it('answers every plate without a plate or country, else the one named', () => {
    expect(askedPlates([own, rented], {})).toEqual([own, rented]);
    expect(askedPlates([own, rented], { plate: 'ef-456-gh', country: 'it' })).toEqual([rented]);
  });

  it('refuses a malformed target and a plate that is not the customer\u2019s', () => {
    expect(code(() => askedPlates([own], { plate: 'AB123CD' }))).toEqual([
      400,
      'country_code_mandatory',
    ]);
    expect(code(() => askedPlates([own], { country: 'FR' }))).toEqual([
      400,
      'number_plate_mandatory',
    ]);
    expect(code(() => askedPlates([own], { plate: 'AB123CD', country: 'IT' }))).toEqual([
      404,
      'vehicle_not_found',
    ]);
  });
});
