import { describe, expect, it } from 'vitest';
import {
  gateText,
  direction,
  gateCodes,
  gatesTowards,
  normaliseGate,
  normalisedGates,
  sameNormalisedGate,
} from './gates.ts';

describe('gates (spec 001 section 9, domain.md section 1)', () => {
  it('lists the spec gates west to east', () => {
    expect(gateCodes).toEqual(['A71', '34', '33', '30-32', '29', '25-28', '24', '23', 'RN79']);
  });

  it.each([
    ['A71', '34'],
    ['34', '34'],
    ['33', '33'],
    ['30-32', '30'],
    ['29', '29'],
    ['25-28', '25'],
    ['24', '24'],
    ['23', '23'],
    ['RN79', '23'],
    // single junctions inside the ranges, and the normalised codes themselves
    ['30', '30'],
    ['31', '30'],
    ['32', '30'],
    ['25', '25'],
    ['26', '25'],
    ['27', '25'],
    ['28', '25'],
  ])('normaliseGate(%s) = %s', (code, expected) => {
    expect(normaliseGate(code)).toBe(expected);
  });

  it.each(['35', '22', 'a71', 'rn79', '', '30-31', 'toString', '__proto__'])(
    'normaliseGate(%j) is null: not on the road',
    (code) => {
      expect(normaliseGate(code)).toBeNull();
    },
  );

  it('has 7 distinct gates: 34, 33, 30, 29, 25, 24, 23', () => {
    expect(new Set(gateCodes.map(normaliseGate))).toEqual(new Set(normalisedGates));
    expect(normalisedGates).toEqual(['34', '33', '30', '29', '25', '24', '23']);
  });
});

describe('sameNormalisedGate (spec 001 section 5: same normalised entry and exit gives price 0)', () => {
  it.each([
    ['RN79', '23', true],
    ['A71', '34', true],
    ['25-28', '25-28', true],
    ['25-28', '27', true],
    ['30-32', '31', true],
    ['34', '33', false],
    ['A71', 'RN79', false],
    ['25-28', '24', false],
    ['nowhere', 'nowhere', false],
  ])('%s and %s -> %s', (a, b, expected) => {
    expect(sameNormalisedGate(a, b)).toBe(expected);
    expect(sameNormalisedGate(b, a)).toBe(expected);
  });
});

describe('direction', () => {
  it.each([
    ['34', '23', 'east'],
    ['A71', 'RN79', 'east'],
    ['33', '30-32', 'east'],
    ['25-28', '24', 'east'],
    ['23', '34', 'west'],
    ['RN79', 'A71', 'west'],
    ['24', '25-28', 'west'],
    ['29', '30-32', 'west'],
    ['A71', '34', null],
    ['RN79', '23', null],
    ['25-28', '26', null],
    ['34', 'nowhere', null],
    ['nowhere', '23', null],
  ] as const)('from %s to %s -> %s', (from, to, expected) => {
    expect(direction(from, to)).toBe(expected);
  });
});

describe('gatesTowards (an in-progress trip restricts gates by direction)', () => {
  it.each([
    ['34', 'east', ['33', '30-32', '29', '25-28', '24', '23', 'RN79']],
    ['A71', 'east', ['33', '30-32', '29', '25-28', '24', '23', 'RN79']],
    ['29', 'east', ['25-28', '24', '23', 'RN79']],
    ['29', 'west', ['A71', '34', '33', '30-32']],
    ['24', 'west', ['A71', '34', '33', '30-32', '29', '25-28']],
    ['RN79', 'east', []],
    ['34', 'west', []],
    ['nowhere', 'east', []],
  ] as const)('from %s going %s', (from, towards, expected) => {
    expect(gatesTowards(from, towards)).toEqual(expected);
  });
});

describe('gateText (issue 26 item 6: a gate by its place and its number)', () => {
  it.each([
    [{ label: '34', name: 'Deux-Chaises' }, 'Deux-Chaises (34)'],
    [{ label: 'RN79', name: 'verso Mâcon' }, 'verso Mâcon (RN79)'],
    [{ label: '25-28' }, '25-28'],
    [{ label: '24', name: '' }, '24'],
  ])('%o reads %s', (gate, text) => {
    expect(gateText(gate)).toBe(text);
  });
});
