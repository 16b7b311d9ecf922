import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path.ts';

describe('the page a person returns to after signing in', () => {
  it.each([
    [null, '/'],
    ['/', '/'],
    ['/claims?status=open', '/claims?status=open'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['claims', '/'],
    ['/sign-in', '/'],
    ['/enrol', '/'],
    ['/a b', '/'],
    [`/${'x'.repeat(300)}`, '/'],
  ])('%s -> %s', (from, expected) => {
    expect(returnPathOf(from)).toBe(expected);
  });
});
