import { describe, expect, it } from 'vitest';
import { findNul, urlHasNul } from './nul-text.ts';

describe('NUL in a request', () => {
  it.each([
    ['/services/v1/journeys/company?companyCode=A%00B', true],
    ['/dev/mailbox?recipient=a%00', true],
    ['/services/v1/articles/x%00y', true],
    ['/raw\u0000', true],
    ['/services/v1/journeys/company?companyCode=A%2500B', false],
    ['/services/v1/journeys/company?companyCode=A%200B', false],
    ['/services/v1/whitelabels', false],
  ])('finds one in the URL %j: %s', (url, found) => {
    expect(urlHasNul(url)).toBe(found);
  });

  it('names where the first NUL of a body is', () => {
    expect(findNul({ billingInfo: { firstName: 'Marie', billingCity: 'Mou\u0000lins' } })).toBe(
      '.billingInfo.billingCity',
    );
    expect(findNul({ passages: [{ plate: 'AB' }, { plate: 'C\u0000' }] })).toBe(
      '.passages.1.plate',
    );
    expect(findNul('a\u0000')).toBe('');
    expect(findNul({ billingInfo: { firstName: 'Dvořák\ud800' } })).toBe('.billingInfo.firstName');
    expect(findNul({ name: 'Łukasz \ud83d\ude97' })).toBeNull();
    expect(findNul({ 'key\u0000': 1 })).toBe('.key\\u0000');
    expect(findNul(Object.assign(Object.create(null) as object, { Data: 'x\u0000' }))).toBe(
      '.Data',
    );
  });

  it('finds none in clean bodies, numbers, buffers and nothing', () => {
    expect(findNul({ a: ['b', 1, true, null, { c: 'Dvořák' }] })).toBeNull();
    expect(findNul(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(findNul(deep)).toBe('.0'.repeat(100_000));
  });
});
