import { describe, expect, it } from 'vitest';
import {
  type CreditOnOffer,
  chooseCredit,
  creditCovers,
  type JourneyToMatch,
} from './credit-match.ts';
import { a79Road, morning } from './test-factories.ts';

const day = 24 * 60 * 60 * 1000;

/** Bought at `morning`, valid 30 days: 34 -> 23 eastbound, class 1, 4.20. */
function credit(fields: Partial<CreditOnOffer> = {}): CreditOnOffer {
  return {
    id: 1,
    plate: 'AB123CD',
    countryCode: 'FR',
    inGate: '34',
    outGate: '23',
    vehicleClass: 1,
    unitTtcCents: 420,
    remaining: 1,
    validUntil: new Date(morning.getTime() + 30 * day),
    ...fields,
  };
}

function journey(fields: Partial<JourneyToMatch> = {}): JourneyToMatch {
  return {
    plate: 'AB123CD',
    countryCode: 'FR',
    direction: 'east',
    inGate: '34',
    outGate: '23',
    vehicleClass: 1,
    firstPassageAt: new Date(morning.getTime() + day),
    ...fields,
  };
}

const covers = (c: CreditOnOffer, j: JourneyToMatch) => creditCovers(c, j, a79Road, 30);

describe('creditCovers', () => {
  it('covers the same route and class, and a shorter trip inside the route', () => {
    expect(covers(credit(), journey())).toBe(true);
    expect(covers(credit(), journey({ inGate: '33', outGate: '29' }))).toBe(true);
    // Westbound credit 25 -> 34 covers 29 -> 33 driven west.
    expect(
      covers(
        credit({ inGate: '25', outGate: '34' }),
        journey({ direction: 'west', inGate: '29', outGate: '33' }),
      ),
    ).toBe(true);
  });

  it('does not cover another class, plate, country, direction or a trip leaving the route', () => {
    expect(covers(credit(), journey({ vehicleClass: 2 }))).toBe(false);
    expect(covers(credit(), journey({ plate: 'ZZ999ZZ' }))).toBe(false);
    expect(covers(credit(), journey({ countryCode: 'DE' }))).toBe(false);
    expect(covers(credit(), journey({ direction: 'west', inGate: '23', outGate: '34' }))).toBe(
      false,
    );
    expect(covers(credit({ outGate: '30' }), journey({ inGate: '33', outGate: '29' }))).toBe(false);
    expect(covers(credit({ inGate: '30' }), journey({ inGate: '33', outGate: '29' }))).toBe(false);
    expect(covers(credit(), journey({ outGate: null }))).toBe(false);
  });

  it('covers trips started while valid: from the purchase to validUntil inclusive, with a unit left', () => {
    const until = credit().validUntil;
    expect(covers(credit(), journey({ firstPassageAt: until }))).toBe(true);
    expect(covers(credit(), journey({ firstPassageAt: new Date(until.getTime() + 1) }))).toBe(
      false,
    );
    expect(covers(credit(), journey({ firstPassageAt: morning }))).toBe(true);
    expect(covers(credit(), journey({ firstPassageAt: new Date(morning.getTime() - 1) }))).toBe(
      false,
    );
    expect(covers(credit({ remaining: 0 }), journey())).toBe(false);
  });
});

describe('chooseCredit', () => {
  it('takes the one expiring first, then the cheapest unit, then the oldest', () => {
    const late = credit({ id: 1, validUntil: new Date(morning.getTime() + 29 * day) });
    const soon = credit({ id: 2, validUntil: new Date(morning.getTime() + 20 * day) });
    // Bought 10 days earlier: valid from morning - 10 days.
    expect(chooseCredit([late, soon], journey(), a79Road, 30)?.id).toBe(2);
    const short = credit({ id: 3, inGate: '33', outGate: '29', unitTtcCents: 220 });
    const whole = credit({ id: 4 });
    expect(
      chooseCredit([whole, short], journey({ inGate: '33', outGate: '29' }), a79Road, 30)?.id,
    ).toBe(3);
    expect(chooseCredit([credit({ id: 6 }), credit({ id: 5 })], journey(), a79Road, 30)?.id).toBe(
      5,
    );
    expect(chooseCredit([credit({ vehicleClass: 3 })], journey(), a79Road, 30)).toBeUndefined();
  });
});
