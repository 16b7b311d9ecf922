import { describe, expect, it } from 'vitest';
import { businessPayerCheck, normaliseVatNumber } from './business-payer-rules.ts';

describe('business payer (issue 26 item 9)', () => {
  it.each([
    ['IT 123.456.789-01', 'IT12345678901'],
    ['fr44732829320', 'FR44732829320'],
    ['DE123456789', 'DE123456789'],
    ['123456789', null],
    ['I', null],
    ['IT1234567890123456', null],
  ])('reads the VAT number %s as %s', (typed, expected) => {
    expect(normaliseVatNumber(typed)).toBe(expected);
  });

  it('takes blank fields as no company at all', () => {
    expect(businessPayerCheck(undefined)).toEqual({ ok: true, payer: null });
    expect(businessPayerCheck({ companyName: '  ', vatNumber: '' })).toEqual({
      ok: true,
      payer: null,
    });
  });

  it('keeps a company with or without its VAT number', () => {
    expect(businessPayerCheck({ companyName: ' Trasporti Rossi Srl ' })).toEqual({
      ok: true,
      payer: { companyName: 'Trasporti Rossi Srl', vatNumber: null },
    });
    expect(businessPayerCheck({ companyName: 'Rossi', vatNumber: 'it 12345678901' })).toEqual({
      ok: true,
      payer: { companyName: 'Rossi', vatNumber: 'IT12345678901' },
    });
  });

  it('refuses a VAT number that cannot be one, and one without a company', () => {
    expect(businessPayerCheck({ companyName: 'Rossi', vatNumber: '12' })).toEqual({
      ok: false,
      field: 'vatNumber',
      code: 'vat_number_invalid',
    });
    expect(businessPayerCheck({ vatNumber: 'IT12345678901' })).toEqual({
      ok: false,
      field: 'companyName',
      code: 'company_name_mandatory',
    });
  });
});
