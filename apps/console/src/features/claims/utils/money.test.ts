import { describe, expect, it } from 'vitest';
import { centsOfEuros } from './money.ts';

describe('euros typed as cents', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.05', 1205],
    [' 0,99 ', 99],
    ['0', 0],
    ['1234567,89', 123456789],
  ])('%s is %i cents', (typed, cents) => {
    expect(centsOfEuros(typed)).toBe(cents);
  });

  it.each(['', '12,345', '-1', '1e3', '12,', ',5', '12 000', '12345678'])('refuses %j', (typed) => {
    expect(centsOfEuros(typed)).toBeNull();
  });
});
