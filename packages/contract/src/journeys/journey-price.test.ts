import { describe, expect, it } from 'vitest';
import { journeyPriceQuerySchema, journeyPriceSchema } from './journey-price.ts';

const query = { plate: 'AB123CD', plateCountry: 'FR', in: 'A71', out: '25-28', category: '2' };

describe('journeyPriceQuerySchema', () => {
  it('reads the class and the electric box from query text', () => {
    expect(journeyPriceQuerySchema.parse({ ...query, electric: 'true' })).toEqual({
      ...query,
      category: 2,
      electric: true,
    });
    expect(journeyPriceQuerySchema.parse({ ...query, in: ' 34 ' }).in).toBe('34');
  });

  it.each([
    ['a class outside 1-5', { category: '6' }],
    ['a class as a number word', { category: 'two' }],
    ['an electric box other than true/false', { electric: '1' }],
    ['an empty gate', { out: ' ' }],
    ['a gate of 21 characters', { in: 'X'.repeat(21) }],
    ['a NUL', { plate: 'AB\u0000' }],
    ['an unknown parameter', { count: '3' }],
  ])('refuses %s', (_case, change) => {
    expect(journeyPriceQuerySchema.safeParse({ ...query, ...change }).success).toBe(false);
  });
});

describe('journeyPriceSchema', () => {
  it('takes whole cents only', () => {
    const gate = { id: 'A71', label: 'A71' };
    expect(journeyPriceSchema.safeParse({ total: 420, in: gate, out: gate }).success).toBe(true);
    expect(journeyPriceSchema.safeParse({ total: 4.2, in: gate, out: gate }).success).toBe(false);
    expect(journeyPriceSchema.safeParse({ total: -1, in: gate, out: gate }).success).toBe(false);
  });
});
