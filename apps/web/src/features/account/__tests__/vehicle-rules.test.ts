import { describe, expect, it } from 'vitest';
import { alertToggleShown } from '../utils/alert-toggle-shown.ts';
import { checkAddVehicle, findAddedPlate } from '../utils/add-vehicle-check.ts';
import { aRegisteredPlate } from './vehicles-api.ts';

const now = new Date('2026-11-26T10:00:00.000Z');
const rental = { start: '2026-11-20T08:00:00.000Z', end: '2026-11-27T17:30:00.000Z' };

describe('alert toggle (spec 000 section 6)', () => {
  it.each([
    { offered: true, end: null, shown: true, why: 'an owned vehicle' },
    { offered: true, end: '2026-11-26T10:00:01.000Z', shown: true, why: 'a rental still running' },
    { offered: true, end: '2026-11-26T10:00:00.000Z', shown: false, why: 'a rental ending now' },
    { offered: true, end: '2026-11-01T00:00:00.000Z', shown: false, why: 'a rental that ended' },
    { offered: false, end: null, shown: false, why: 'no subscription on the home page' },
  ])('$why: shown $shown', ({ offered, end, shown }) => {
    expect(alertToggleShown({ validityEndDate: end }, offered, now)).toBe(shown);
  });
});

describe('add vehicle form (spec 000 sections 3 and 5)', () => {
  it('needs a plate, and a complete period when the rental box is checked', () => {
    const base = { countryCode: 'FR' as const, numberPlate: ' ', rented: false, rental: null };
    expect(checkAddVehicle(base)).toEqual({
      ok: false,
      errors: { numberPlate: 'errors.number_plate_mandatory' },
    });
    expect(checkAddVehicle({ ...base, numberPlate: 'AB123CD', rented: true })).toEqual({
      ok: false,
      errors: { rental: 'rentalDates.required' },
    });
  });

  it('sends the dates only with the box checked', () => {
    const values = { countryCode: 'IT' as const, numberPlate: ' fg 512 kl ', rental };
    expect(checkAddVehicle({ ...values, rented: false })).toEqual({
      ok: true,
      value: { countryCode: 'IT', numberPlate: 'fg 512 kl' },
    });
    expect(checkAddVehicle({ ...values, rented: true })).toEqual({
      ok: true,
      value: {
        countryCode: 'IT',
        numberPlate: 'fg 512 kl',
        validityStartDate: rental.start,
        validityEndDate: rental.end,
      },
    });
  });

  it('finds the added plate in the answer case-insensitively, in its country', () => {
    const plates = [
      aRegisteredPlate({ id: 1, numberPlate: 'FG512KL', countryCode: 'FR' }),
      aRegisteredPlate({ id: 2, numberPlate: 'FG512KL', countryCode: 'IT' }),
    ];
    expect(findAddedPlate(plates, { numberPlate: 'fg-512 kl', countryCode: 'IT' })?.id).toBe(2);
    expect(findAddedPlate(plates, { numberPlate: 'fg512kl', countryCode: 'DE' })).toBeUndefined();
  });
});
