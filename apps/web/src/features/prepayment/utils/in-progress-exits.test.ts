import { describe, expect, it } from 'vitest';
import { inProgressExits } from './in-progress-exits.ts';

const gate = (id: string) => ({ id, label: id });

describe('inProgressExits', () => {
  it('offers an eastbound trip the reached gate and those beyond it, in road order', () => {
    // East runs from 34 towards 23; road order lists RN79 first.
    expect(inProgressExits({ in: gate('34'), out: gate('30-32') })).toEqual([
      'RN79',
      '23',
      '24',
      '25-28',
      '29',
      '30-32',
    ]);
  });

  it('offers a westbound trip the gates towards A71 only', () => {
    expect(inProgressExits({ in: gate('23'), out: gate('25-28') })).toEqual([
      '25-28',
      '29',
      '30-32',
      '33',
      '34',
      'A71',
    ]);
  });

  it('without a known exit, takes the direction from an entry at either end of the road', () => {
    expect(inProgressExits({ in: gate('34'), out: null })).toEqual([
      'RN79',
      '23',
      '24',
      '25-28',
      '29',
      '30-32',
      '33',
    ]);
    expect(inProgressExits({ in: gate('RN79'), out: null })).toEqual([
      '24',
      '25-28',
      '29',
      '30-32',
      '33',
      '34',
      'A71',
    ]);
  });

  it('entered mid-road without a known exit, offers both ways but the entry itself', () => {
    expect(inProgressExits({ in: gate('25-28'), out: null })).toEqual([
      'RN79',
      '23',
      '24',
      '29',
      '30-32',
      '33',
      '34',
      'A71',
    ]);
  });

  it("entered mid-road, offers only the exits ahead when the lookup says the trip's direction", () => {
    expect(inProgressExits({ in: gate('25-28'), out: null, direction: 'east' })).toEqual([
      'RN79',
      '23',
      '24',
    ]);
    expect(inProgressExits({ in: gate('25-28'), out: null, direction: 'west' })).toEqual([
      '29',
      '30-32',
      '33',
      '34',
      'A71',
    ]);
  });
});
