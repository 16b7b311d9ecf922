import { describe, expect, it } from 'vitest';
import { checkFleetCard, type BasketProfile, type FleetCardInput } from './card-rules.ts';
import { defaultFleetCardIssuers } from './issuers.ts';

const now = new Date('2026-11-22T10:00:00Z');
const trips: BasketProfile = { hasPrepayment: false, hasInProgress: false, vehicleClasses: [1] };
const total: FleetCardInput = {
  cardType: 'TOTAL',
  cardNumber: '707000000000000001',
  cardValidity: '2812',
  cvv: '123',
};
const check = (card: Partial<FleetCardInput>, basket: Partial<BasketProfile> = {}) =>
  checkFleetCard({ ...total, ...card }, defaultFleetCardIssuers, { ...trips, ...basket }, now);

describe('checkFleetCard (spec 001 sections 5 and 8)', () => {
  it('accepts a card of each issuer with its length and CVV rule', () => {
    expect(check({})).toEqual({ ok: true });
    expect(
      check({ cardType: 'DKV', cardNumber: '70430000000000001', cvv: '' }, { vehicleClasses: [3] }),
    ).toEqual({ ok: true });
    expect(check({ cardType: 'SHELL', cardNumber: '7002000000000000001', cvv: '999' })).toEqual({
      ok: true,
    });
    expect(check({ cardType: 'ESSO', cardNumber: '7078000000000000001', cvv: '' })).toEqual({
      ok: true,
    });
  });

  it.each([
    [{ cardNumber: '4111111111111111' }, 'private_card_bin_error'],
    [{ cardNumber: '7070-0000' }, 'private_card_bin_error'],
    [{ cardNumber: '7043000000000000001' }, 'private_card_type_not_match'],
    [{ cardNumber: '70700000000000001' }, 'private_card_type_not_match'],
    [{ cardValidity: '2610' }, 'invalid_request'],
    [{ cardValidity: '2613' }, 'invalid_request'],
    [{ cvv: '' }, 'invalid_request'],
  ])('%j: %s', (card, code) => {
    expect(check(card)).toMatchObject({ ok: false, code });
  });

  it('keeps this month valid and refuses last month', () => {
    expect(check({ cardValidity: '2611' })).toEqual({ ok: true });
    expect(check({ cardValidity: '2610' })).toMatchObject({ ok: false, field: 'cardValidity' });
  });

  it('applies the Total and DKV restrictions to what the basket holds', () => {
    expect(check({}, { hasPrepayment: true })).toMatchObject({ code: 'prepayment_not_allowed' });
    expect(check({}, { hasInProgress: true })).toMatchObject({
      code: 'in_progress_journey_not_allowed',
    });
    expect(check({}, { vehicleClasses: [1, 5] })).toMatchObject({
      code: 'journey_vehicle_category_forbidden',
    });
    const dkv = { cardType: 'DKV' as const, cardNumber: '70430000000000001', cvv: '' };
    expect(check(dkv, { vehicleClasses: [1] })).toMatchObject({
      code: 'journey_vehicle_category_forbidden',
    });
    expect(check(dkv, { hasPrepayment: true, vehicleClasses: [4] })).toMatchObject({
      code: 'prepayment_not_allowed',
    });
    const shell = { cardType: 'SHELL' as const, cardNumber: '7002000000000000001', cvv: '999' };
    expect(check(shell, { hasPrepayment: true, hasInProgress: true, vehicleClasses: [5] })).toEqual(
      {
        ok: true,
      },
    );
  });
});
