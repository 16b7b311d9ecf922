import { describe, expect, it } from 'vitest';
import { TEST_CARDS, cardResult, luhnValid } from './test-cards.ts';

describe('simulator test cards', () => {
  it.each([
    ['4012001037141112', 'success', '00000', '00000000'],
    ['1111222233334444', 'success', '00000', '00000000'],
    ['4111 1111 1111 1111', 'success', '00000', '00000000'],
    ['4000000000000002', 'refused', '00105', '22940005'],
    ['4000000000009995', 'refused', '00151', '22940051'],
    ['4000000000000259', 'pending', '99999', '60000000'],
    ['5555555555554444', 'success', '00000', '00000000'], // any other Luhn-valid number
    ['4000000000000001', 'refused', '00004', '22940014'], // not Luhn-valid
    ['abcd', 'refused', '00004', '22940014'],
  ])('%s: %s, Paybox %s, Axepta %s', (pan, behaviour, payboxCode, axeptaCode) => {
    expect(cardResult(pan)).toMatchObject({ behaviour, payboxCode, axeptaCode });
  });

  it('lists only Luhn-valid numbers', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.pan)).toBe(true);
  });
});
