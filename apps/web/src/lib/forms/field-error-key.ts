import type { MessageKey } from '../i18n.ts';

/**
 * The forms' convention (GOV.UK Pay: validators return message keys, never text): every field
 * error a form's resolver or its server-error mapping makes carries a locale key in `message`,
 * which the form translates where it shows it. A key absent from the locale files shows as the
 * key and fails the test that renders it (test/setup.ts).
 */
export function fieldErrorKey(
  error: { message?: string | undefined } | undefined,
): MessageKey | null {
  // The one place the convention is taken on trust: react-hook-form types messages as strings.
  return error?.message ? (error.message as MessageKey) : null;
}

/**
 * The form field an error detail of the API names: its path is the request's
 * ("body.billingInfo.billingZipcode"), the form's fields are its last segments.
 */
export function detailField<Field extends string>(
  path: string,
  fields: readonly Field[],
): Field | undefined {
  const segments = path.split('.');
  return fields.find((field) => segments.includes(field));
}
