/**
 * The billing form of a card payment (spec 001 sections 3 and 5): every field required; on a
 * missing one each empty field is flagged and the general `required` error shows. The spec keeps
 * the maximum lengths in a shared constant it does not show: we use the profile's (spec 000
 * section 9: 22, 22, 50, 16, 50; e-mail 100), since a customer's billing form is prefilled from it.
 * The form's rules; their schema is billing-schema.ts.
 */
export const billingMaxLength = {
  firstName: 22,
  lastName: 22,
  billingAddress: 50,
  billingZipcode: 16,
  billingCity: 50,
  email: 100,
} as const;

export const billingFields = [
  'firstName',
  'lastName',
  'billingAddress',
  'billingZipcode',
  'billingCity',
  'billingCountry',
  'email',
  'mobilePhoneCountry',
  'mobilePhone',
] as const;
export type BillingField = (typeof billingFields)[number];

export const defaultBillingCountry = 'FR';

/**
 * Control characters (C0, DEL, C1): no one types them in a name or an address, and the PSPs'
 * 3-D Secure 2 data (XML for Paybox) cannot carry most of them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const noControlCharacters = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/**
 * The mobile phone 3-D Secure 2 asks for (issue 9 item 5: Paybox refuses payments without it
 * since October 2024): its country, whose dialling code is sent with it, and the number as the
 * buyer dials it at home, digits only. E.164 numbers have at most 15 digits; the spaces, dots,
 * hyphens and brackets people type are dropped first, and the typed text is bounded before that.
 */
export const mobilePhoneLength = { min: 4, max: 15, typed: 30 } as const;

/** The digits of a typed phone number: common separators dropped, anything else kept (and refused). */
export function mobilePhoneDigits(typed: string): string {
  return typed.replace(/[\s.()-]/g, '');
}

/** The empty fields of a billing form, in the form's order (blank text counts as empty). */
export function missingBillingFields(form: Partial<Record<BillingField, string>>): BillingField[] {
  return billingFields.filter((field) => (form[field] ?? '').trim() === '');
}
