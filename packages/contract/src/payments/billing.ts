import { z } from 'zod';
import { textSchema } from '../text.ts';

/**
 * The billing form of a card payment (spec 001 sections 3 and 5): every field required; on a
 * missing one each empty field is flagged and the general `required` error shows. The spec keeps
 * the maximum lengths in a shared constant it does not show: we use the profile's (spec 000
 * section 9: 22, 22, 50, 16, 50; e-mail 100), since a customer's billing form is prefilled from it.
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
] as const;
export type BillingField = (typeof billingFields)[number];

export const defaultBillingCountry = 'FR';

const text = (max: number) => textSchema().trim().min(1).max(max);

export const billingInfoSchema = z.object({
  firstName: text(billingMaxLength.firstName),
  lastName: text(billingMaxLength.lastName),
  billingAddress: text(billingMaxLength.billingAddress),
  billingZipcode: text(billingMaxLength.billingZipcode),
  billingCity: text(billingMaxLength.billingCity),
  billingCountry: z.string().regex(/^[A-Z]{2}$/),
  email: z.email().max(billingMaxLength.email),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** The empty fields of a billing form, in the form's order (blank text counts as empty). */
export function missingBillingFields(form: Partial<Record<BillingField, string>>): BillingField[] {
  return billingFields.filter((field) => (form[field] ?? '').trim() === '');
}
