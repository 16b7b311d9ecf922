import { describe, expect, it } from 'vitest';
import { claimAge } from './claim-age.ts';

describe('a claim\u2019s age', () => {
  it.each([
    [0, { unit: 'hours', count: 0 }],
    [47, { unit: 'hours', count: 47 }],
    [48, { unit: 'days', count: 2 }],
    [24 * 9 + 23, { unit: 'days', count: 9 }],
  ])('%i hours reads as %j', (hours, age) => {
    expect(claimAge(hours)).toEqual(age);
  });
});
