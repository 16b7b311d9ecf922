import type { ErrorCode } from '@portico/contract';

/** Where an account form shows a server error: on one of its fields, by the captcha, or above the button. */
export type ErrorPlace<Field extends string> = Field | 'captcha' | 'form';

const captchaCodes: readonly ErrorCode[] = [
  'captcha_mandatory',
  'captcha_invalid',
  'captcha_expired',
];

/** The place of a server error code: the form's own table for its fields, else captcha or form. */
export function serverErrorPlace<Field extends string>(
  code: ErrorCode | null,
  fieldOf: Partial<Record<ErrorCode, Field>>,
): ErrorPlace<Field> {
  if (code === null) return 'form';
  if (captchaCodes.includes(code)) return 'captcha';
  return fieldOf[code] ?? 'form';
}
