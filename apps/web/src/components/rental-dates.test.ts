import { describe, expect, it } from 'vitest';
import {
  emptyRentalDateFields,
  readStoredRentalDates,
  rentalDateFieldsOf,
  rentalDatesOf,
  storeRentalDates,
} from './rental-dates.ts';

describe('rentalDatesOf', () => {
  const complete = {
    startDate: '2026-03-28',
    startTime: '22:00',
    endDate: '2026-03-29',
    endTime: '22:00',
  };

  it('reads the four fields as Paris times (across the spring clock change)', () => {
    expect(rentalDatesOf(complete)).toEqual({
      start: '2026-03-28T21:00:00.000Z',
      end: '2026-03-29T20:00:00.000Z',
    });
  });

  it.each(['startDate', 'startTime', 'endDate', 'endTime'] as const)(
    'is null while %s is missing',
    (name) => {
      expect(rentalDatesOf({ ...complete, [name]: '' })).toBeNull();
    },
  );

  it('is null for a date that is not one', () => {
    expect(rentalDatesOf({ ...complete, endDate: '20/11/2026' })).toBeNull();
  });
});

describe('rentalDateFieldsOf', () => {
  it('is empty without a period or with an unreadable one', () => {
    expect(rentalDateFieldsOf(null)).toEqual(emptyRentalDateFields);
    expect(rentalDateFieldsOf({ start: 'soon', end: '2026-01-01T00:00:00Z' })).toEqual(
      emptyRentalDateFields,
    );
  });
});

describe('the stored period (location/dates)', () => {
  it('stores, reads and forgets it', () => {
    const period = { start: '2026-11-20T09:00:00.000Z', end: '2026-11-27T09:00:00.000Z' };
    storeRentalDates(period);
    expect(JSON.parse(localStorage.getItem('location/dates') ?? 'null')).toEqual(period);
    expect(readStoredRentalDates()).toEqual(period);
    storeRentalDates(null);
    expect(localStorage.getItem('location/dates')).toBeNull();
    expect(readStoredRentalDates()).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem('location/dates', JSON.stringify({ start: 1 }));
    expect(readStoredRentalDates()).toBeNull();
  });
});
