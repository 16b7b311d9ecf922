import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-money.ts';

describe('cents as euros', () => {
  it('writes each language its own way, cents exact', () => {
    expect(formatEuros('fr', 1420)).toBe('14,20\u00a0€');
    expect(formatEuros('en', 1420)).toBe('€14.20');
    expect(formatEuros('de', 9320)).toBe('93,20\u00a0€');
    expect(formatEuros('en', 5)).toBe('€0.05');
    expect(formatEuros('fr', 123456)).toBe('1\u202f234,56\u00a0€');
  });
});
