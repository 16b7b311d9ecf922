import { describe, expect, it } from 'vitest';
import { timelinePath } from '../../../lib/vehicle-path.ts';
import { searchParamsOf, vehicleQueryOf } from './vehicle-query.ts';

describe('the search in the address', () => {
  it('reads the text and a two-letter country, dropping anything else', () => {
    expect(vehicleQueryOf(new URLSearchParams('q=%20AB-123-CD%20&country=fr'))).toEqual({
      q: 'AB-123-CD',
      country: 'FR',
    });
    expect(vehicleQueryOf(new URLSearchParams('q=x&country=FRA'))).toEqual({ q: 'x', country: '' });
    expect(vehicleQueryOf(new URLSearchParams(''))).toEqual({ q: '', country: '' });
  });

  it('writes only what is filled in, and no country without a text', () => {
    expect(searchParamsOf({ q: ' GQ211PP ', country: 'fr' }).toString()).toBe(
      'q=GQ211PP&country=FR',
    );
    expect(searchParamsOf({ q: '', country: 'FR' }).toString()).toBe('');
    expect(searchParamsOf({ q: 'a@b.example', country: '' }).toString()).toBe('q=a%40b.example');
  });

  it('links a plate with any character safely', () => {
    expect(timelinePath('IT', 'FG 512/KL')).toBe('/vehicles/IT/FG%20512%2FKL');
  });
});
