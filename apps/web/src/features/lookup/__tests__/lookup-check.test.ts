import { describe, expect, it } from 'vitest';
import { lookupResolver, type LookupFormValues } from '../utils/lookup-check.ts';

const options = { fields: {}, shouldUseNativeValidation: false };
const form: LookupFormValues = { mode: 'plate', country: 'FR', plate: '', caseNumber: '' };

describe('lookupResolver: the contract rule of the lookup form', () => {
  it.each([
    [{ plate: 'ab-123 cd' }, { kind: 'plate', plate: 'AB123CD', countryCode: 'FR' }],
    [
      { mode: 'case', caseNumber: 'a79 2026 000001' },
      { kind: 'case', caseNumber: 'A79-2026-000001' },
    ],
    // The other mode's field is not looked at.
    [
      { mode: 'case', caseNumber: 'PV-1', plate: 'A' },
      { kind: 'case', caseNumber: 'PV-1' },
    ],
  ] as const)('%j looks up %j', async (values, target) => {
    expect(await lookupResolver({ ...form, ...values }, undefined, options)).toEqual({
      values: target,
      errors: {},
    });
  });

  it.each([
    [{ plate: ' ' }, 'plate', 'errors.number_plate_mandatory'],
    [{ plate: 'A' }, 'plate', 'errors.invalid_number_plate'],
    [{ mode: 'case', plate: 'AB123CD' }, 'caseNumber', 'errors.required'],
    [{ mode: 'case', caseNumber: '#' }, 'caseNumber', 'errors.immatriculation_not_found'],
  ] as const)('%j: %s says %s', async (values, field, key) => {
    expect(await lookupResolver({ ...form, ...values }, undefined, options)).toEqual({
      values: {},
      errors: { [field]: { type: 'rule', message: key } },
    });
  });
});
