import { describe, expect, it } from 'vitest';
import { ruleResolver } from './rule-resolver.ts';

interface Form {
  plate: string;
  country: string;
}

const resolver = ruleResolver<Form, string>((form) =>
  form.plate.trim()
    ? { ok: true, value: `${form.country}:${form.plate.trim()}` }
    : { ok: false, errors: { plate: 'errors.number_plate_mandatory' } },
);
const options = { fields: {}, shouldUseNativeValidation: false };

describe('ruleResolver', () => {
  it("answers the rule's output", async () => {
    expect(await resolver({ plate: ' AB123CD ', country: 'FR' }, undefined, options)).toEqual({
      values: 'FR:AB123CD',
      errors: {},
    });
  });

  it('puts the locale key of each field at fault in its message', async () => {
    expect(await resolver({ plate: '', country: 'FR' }, undefined, options)).toEqual({
      values: {},
      errors: { plate: { type: 'rule', message: 'errors.number_plate_mandatory' } },
    });
  });
});
