import { describe, expect, it } from 'vitest';
import { enrolmentTokenOf } from './enrolment-token.ts';

const token = 'a'.repeat(40) + '_-9';

describe('the enrolment link’s token', () => {
  it.each([
    [`#token=${token}`, token],
    [`token=${token}`, token],
    ['', null],
    ['#token=', null],
    [`#token=${token}x`, null],
    [`#token=${token.slice(1)}`, null],
    [`#token=${'a'.repeat(42)}%21`, null],
    [`#other=${token}`, null],
    [`#token=${token}&pad=${'x'.repeat(200)}`, null],
  ])('%s -> %s', (hash, expected) => {
    expect(enrolmentTokenOf(hash)).toBe(expected);
  });
});
