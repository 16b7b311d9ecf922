/**
 * The billing form of a card payment (spec 001 sections 3 and 5): every field required; on a
 * missing one each empty field is flagged and the general `required` error shows. The spec keeps
 * the maximum lengths in a shared constant it does not show. They are what the card PSPs' 3-D
 * Secure 2 data take (issue 26 item 8): names of 30 characters (Paybox PBX_BILLING FirstName and
 * LastName as Up2Pay integrations bound them; Axepta's consumer names take as many), address and
 * city 50, postal code 16 (EMV 3-D Secure billAddrLine1, billAddrCity, billAddrPostCode). The
 * profile's 22-character names (spec 000 section 9) fit, so a prefilled form is never cut. The
 * form never cuts what is typed: a longer value is refused with its limit (billing-check.ts).
 * The form's rules; their schema is billing-schema.ts.
 */
export const billingMaxLength = {
  firstName: 30,
  lastName: 30,
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
