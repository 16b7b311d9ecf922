import { describe, expect, it } from 'vitest';
import { billingCountries, billingCountryCodes, isBillingCountry } from './billing-countries.ts';

/** Issue 9 item 5: the codes 3-D Secure 2 sends for the billing country and the mobile phone. */
describe('billing countries', () => {
  it('covers the long payment list of spec 000 (about 200 entries)', () => {
    expect(billingCountryCodes.length).toBeGreaterThanOrEqual(190);
    expect(billingCountryCodes.length).toBeLessThanOrEqual(210);
    expect(billingCountryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it.each([
    ['FR', '250', 'FRA', '33'],
    ['DE', '276', 'DEU', '49'],
    ['IT', '380', 'ITA', '39'],
    ['ES', '724', 'ESP', '34'],
    ['GB', '826', 'GBR', '44'],
    ['BE', '056', 'BEL', '32'],
    ['CH', '756', 'CHE', '41'],
    ['LU', '442', 'LUX', '352'],
    ['NL', '528', 'NLD', '31'],
    ['PT', '620', 'PRT', '351'],
    ['AT', '040', 'AUT', '43'],
    ['PL', '616', 'POL', '48'],
    ['MA', '504', 'MAR', '212'],
    ['DZ', '012', 'DZA', '213'],
    ['US', '840', 'USA', '1'],
    ['CA', '124', 'CAN', '1'],
    ['VA', '336', 'VAT', '39'],
    ['TW', '158', 'TWN', '886'],
    ['PS', '275', 'PSE', '970'],
  ])('%s is %s / %s, dialled +%s', (code, numeric, alpha3, dialCode) => {
    expect(billingCountries[code as keyof typeof billingCountries]).toEqual({
      numeric,
      alpha3,
      dialCode,
    });
  });

  it('gives every country 3-digit numeric and 3-letter codes, unique, and a dialling code', () => {
    const entries = Object.values(billingCountries);
    const withCodes = entries.filter((country) => country.numeric !== null);
    expect(withCodes.every((c) => /^[0-9]{3}$/.test(c.numeric ?? ''))).toBe(true);
    expect(withCodes.every((c) => /^[A-Z]{3}$/.test(c.alpha3 ?? ''))).toBe(true);
    expect(new Set(withCodes.map((c) => c.numeric)).size).toBe(withCodes.length);
    expect(new Set(withCodes.map((c) => c.alpha3)).size).toBe(withCodes.length);
    expect(entries.every((c) => /^[1-9][0-9]{0,2}$/.test(c.dialCode))).toBe(true);
  });

  it('has Kosovo without ISO codes (none exist), dialled +383', () => {
    expect(billingCountries.XK).toEqual({ numeric: null, alpha3: null, dialCode: '383' });
    expect(Object.values(billingCountries).filter((c) => c.numeric === null)).toHaveLength(1);
  });

  it('knows its own codes only', () => {
    expect(isBillingCountry('FR')).toBe(true);
    expect(isBillingCountry('ZZ')).toBe(false);
    expect(isBillingCountry('toString')).toBe(false);
  });
});
