import type { ErrorCode } from '@portico/contract';

/** Where the form shows an error: under the field it is about, else above the submit button. */
export type LookupErrorField = 'country' | 'plate' | 'caseNumber' | 'captcha' | 'form';

export interface LookupError {
  field: LookupErrorField;
  code: ErrorCode | null;
}

const fieldByCode: Partial<Record<ErrorCode, LookupErrorField>> = {
  country_code_mandatory: 'country',
  invalid_country_code: 'country',
  number_plate_mandatory: 'plate',
  invalid_number_plate: 'plate',
  immatriculation_not_found: 'caseNumber',
  // The form's own code for an empty case number.
  required: 'caseNumber',
  captcha_mandatory: 'captcha',
  captcha_invalid: 'captcha',
  captcha_expired: 'captcha',
};

/** The field a code of the lookup (the form's own check or the server's answer) belongs to. */
export function lookupErrorField(code: ErrorCode | null, mode: 'plate' | 'case'): LookupErrorField {
  const field = code ? fieldByCode[code] : undefined;
  if (!field) return 'form';
  // A plate code after a case lookup (or the reverse) has no field on screen.
  if (mode === 'case' && (field === 'plate' || field === 'country')) return 'form';
  if (mode === 'plate' && field === 'caseNumber') return 'form';
  return field;
}
