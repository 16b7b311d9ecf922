import { lookupTarget, type LookupTarget, type PlateCountryCode } from '@portico/contract';
import { errorMessageKey } from '../../../lib/errors.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';
import { lookupErrorField } from './lookup-error-field.ts';

export type LookupMode = 'plate' | 'case';

export interface LookupFormValues {
  mode: LookupMode;
  country: PlateCountryCode;
  plate: string;
  caseNumber: string;
}

export type LookupField = 'country' | 'plate' | 'caseNumber';

/**
 * The contract's lookup rule (lookupTarget, which the server applies to the query after its
 * schema's length bounds, themselves the inputs' maxLength), so the form says what the server
 * would; an empty case number is required. It needs no Zod, and answers at once: a search sent
 * before the captcha is solved must know at once whether to wait for it.
 */
export const lookupResolver = ruleResolver<LookupFormValues, LookupTarget>((form) => {
  const checked =
    form.mode === 'case'
      ? form.caseNumber.trim()
        ? lookupTarget({ caseNumber: form.caseNumber })
        : ({ ok: false, code: 'required' } as const)
      : lookupTarget({ plate: form.plate, country: form.country });
  if (checked.ok) return { ok: true, value: checked.target };
  // Every code of this rule has its field in the mode (the server's may not: lookup-error-field.ts).
  const place = lookupErrorField(checked.code, form.mode);
  const field: LookupField =
    place === 'captcha' || place === 'form'
      ? form.mode === 'case'
        ? 'caseNumber'
        : 'plate'
      : place;
  return { ok: false, errors: { [field]: errorMessageKey(checked.code) } };
});
